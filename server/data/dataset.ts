// Opening the reference database: built once into a cache file, reused while the generator's
// code, the seed and the size are the same, and extended to the current day (today partial, up
// to the current minute) each time it is opened and every few minutes while the server runs.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { clockOf } from './calendar.js';
import { DOMAINS } from './domains.js';
import { DAYS, type Plan, type Scale } from './plan.js';

export interface DatasetOptions {
  /** The database file, or ':memory:' for a throwaway one. */
  file: string;
  seed: string;
  scale: Scale;
  /** The moment the data reaches: the current time, or a pinned one. */
  now: () => Date;
}

export interface Dataset {
  db: Database.Database;
  plan: Plan;
  /** Whether this opening built the database (rather than reusing the cached one). */
  built: boolean;
  /** Brings the facts up to `now()`: new days, and today's figures up to the current minute. */
  refresh(): void;
}

/** A fingerprint of the generator's own code: any change to it means a new database. */
function generatorVersion(): string {
  const hash = createHash('sha256');
  const folder = import.meta.dirname;
  for (const name of readdirSync(folder).sort())
    if (name.endsWith('.ts')) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

export function openDataset(options: DatasetOptions): Dataset {
  const identity = JSON.stringify({ version: generatorVersion(), seed: options.seed, scale: options.scale });
  const memory = options.file === ':memory:';
  let built = false;
  if (!memory && existsSync(options.file) && storedIdentity(options.file) !== identity) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.file}${suffix}`, { force: true });
  }
  if (memory || !existsSync(options.file)) {
    // Built under a name of its own and renamed when whole: a build stopped half-way, or another
    // process building at the same time, never leaves a broken database under the real name.
    const target = memory ? ':memory:' : `${options.file}.${process.pid}.building`;
    if (!memory) {
      mkdirSync(dirname(options.file), { recursive: true });
      rmSync(target, { force: true });
    }
    const db = new Database(target);
    build(db, options, identity);
    built = true;
    if (memory) return withRefresh(db, options, built);
    db.close();
    // A journal left by an earlier database of the same name would be replayed into this one.
    for (const suffix of ['-wal', '-shm']) rmSync(`${options.file}${suffix}`, { force: true });
    renameSync(target, options.file);
  }
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return withRefresh(db, options, built);
}

function build(db: Database.Database, options: DatasetOptions, identity: string): void {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -200000');
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID');
  for (const domain of DOMAINS) db.exec(domain.schema);
  const { day: today, minute } = clockOf(options.now());
  const plan: Plan = { seed: options.seed, scale: options.scale, base: today };
  const start = today - DAYS[options.scale];
  db.transaction(() => {
    for (const domain of DOMAINS) domain.catalog?.(db, plan);
    for (const domain of DOMAINS) domain.extend?.(db, plan, start, today);
    for (let day = start; day <= today; day++)
      for (const domain of DOMAINS) domain.day?.(db, plan, day, day === today ? minute : 1439);
    for (const domain of DOMAINS) domain.rollUp?.(db, start, today);
    writeMeta(db, {
      identity,
      base: String(today),
      start: String(start),
      last_day: String(today),
      last_minute: String(minute),
    });
  })();
  for (const domain of DOMAINS) if (domain.indexes) db.exec(domain.indexes);
  db.exec('ANALYZE');
}

function withRefresh(db: Database.Database, options: DatasetOptions, built: boolean): Dataset {
  const meta = readMeta(db);
  const plan: Plan = { seed: options.seed, scale: options.scale, base: Number(meta.base) };
  const refresh = () => {
    const current = readMeta(db);
    const last = Number(current.last_day);
    const { day: today, minute } = clockOf(options.now());
    if (today < last || (today === last && minute <= Number(current.last_minute))) return;
    db.transaction(() => {
      for (const domain of DOMAINS) domain.clearDay?.(db, last);
      if (today > last) for (const domain of DOMAINS) domain.extend?.(db, plan, last + 1, today);
      for (let day = last; day <= today; day++)
        for (const domain of DOMAINS) domain.day?.(db, plan, day, day === today ? minute : 1439);
      for (const domain of DOMAINS) domain.rollUp?.(db, last, today);
      writeMeta(db, { last_day: String(today), last_minute: String(minute) });
    })();
  };
  refresh();
  return { db, plan, built, refresh };
}

/** The identity a database file was built with; undefined for a file that does not read. */
function storedIdentity(file: string): string | undefined {
  try {
    const db = new Database(file, { readonly: true });
    try {
      return readMeta(db).identity;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

function readMeta(db: Database.Database): Record<string, string> {
  try {
    const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  } catch {
    return {};
  }
}

function writeMeta(db: Database.Database, values: Record<string, string>): void {
  const upsert = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  for (const [key, value] of Object.entries(values)) upsert.run(key, value);
}
