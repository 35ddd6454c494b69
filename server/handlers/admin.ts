// The console's sources screen: the geo directory and the stream channels the monitoring records.
// Only an administrator changes channels; an operator may look. A deleted channel is marked, not
// removed, so its mentions keep their channel in every statistic; it leaves the lists at once.
// A channel records while it is active: its `volume` (mean mentions a day in the generated feed)
// is parked in `channel_rest` while it is switched off or deleted and given back when it is on.
import type { Database } from 'better-sqlite3';
import { isoAt } from '../data/source-rows.js';
import { COUNTRIES, type Lang } from '../data/names.js';
import { countryLocale } from '../data/country-locale.js';
import { zoneOf } from '../data/zones.js';
import { forbidden, invalid, notFound } from '../lib/answers.js';
import type { Account, Handlers, Schemas } from './types.js';

type Channel = Schemas['Channel'];
type ChannelForm = Omit<Channel, 'id' | 'created_at' | 'geo_id' | 'logo_url' | 'is_active'> &
  Partial<Pick<Channel, 'geo_id' | 'logo_url' | 'is_active'>>;

interface ChannelRow extends Omit<Channel, 'is_active'> {
  is_active: number;
}

const COLUMNS = 'id, name, type, country, geo_id, stream_url, logo_url, is_active, created_at';
const SORTS: Record<Schemas['ChannelSortField'], string> = {
  id: 'id',
  name: 'name',
  type: 'type',
  country: 'country',
  created_at: 'created_at',
};

const folding = new WeakSet<Database>();

/**
 * A case-insensitive substring condition on some columns, for a named parameter `:search`.
 * SQLite's own lower() folds ASCII letters only, and the names here are Cyrillic and Arabic too,
 * so the database is given JavaScript's folding as `unicode_lower()`.
 */
export function searchCondition(
  db: Database,
  columns: readonly string[],
  search: string,
): { sql: string; params: { search: string } } {
  if (!folding.has(db)) {
    db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    folding.add(db);
  }
  return {
    sql: `(${columns.map((column) => `instr(unicode_lower(${column}), :search) > 0`).join(' OR ')})`,
    params: { search: search.toLowerCase() },
  };
}

const channelOf = (row: ChannelRow): Channel => ({ ...row, is_active: row.is_active === 1 });

function liveChannel(db: Database, id: number): ChannelRow {
  const row = db.prepare(`SELECT ${COLUMNS} FROM channel WHERE id = ? AND deleted_at IS NULL`).get(id) as
    ChannelRow | undefined;
  if (!row) throw notFound('Channel not found.');
  return row;
}

function mayChange(account: Account): void {
  if (account.role !== 'admin') throw forbidden();
}

/**
 * The checks the contract's schema cannot make: the geo entry exists (404) and lies in the
 * country (400).
 * (Two channels may share a stream address: the contract does not forbid it, and a feed can be
 * recorded under two names.)
 */
function checkForm(db: Database, form: ChannelForm): void {
  const errors: Record<string, string[]> = {};
  if (form.geo_id != null) {
    const geo = db.prepare('SELECT country_code FROM geo WHERE id = ?').get(form.geo_id) as
      { country_code: string } | undefined;
    if (!geo) throw notFound('Geo entry not found.');
    if (geo.country_code !== form.country) errors.geo_id = ["The geo entry is not in the channel's country."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * A channel's mentions follow its language's stories first. A country outside the directory reads
 * the data's language its people most likely speak (Arabic in Jordan or Morocco, say), and English
 * where that is none of the data's.
 */
function langOf(country: string): Lang {
  const known = COUNTRIES.find((entry) => entry.code === country)?.lang;
  if (known) return known;
  const spoken = countryLocale(country)?.maximize().language;
  return spoken === 'ru' || spoken === 'ar' ? spoken : 'en';
}

/** A channel publishes by its city's clock (or its region's, or its country's): its time zone, kept out of the contract. */
function channelZone(db: Database, country: string, geoId: number | null | undefined): string {
  const place =
    geoId == null ? undefined : (db.prepare('SELECT name FROM geo WHERE id = ?').pluck().get(geoId) as string);
  return zoneOf(country, place);
}

/**
 * Starts or stops a channel's recording. A channel switched on again gets back the volume it had;
 * a new one starts as small as the smallest channel recorded, so it has a few mentions a day
 * from the next time today's facts are made.
 */
function setRecording(db: Database, id: number, recording: boolean): void {
  const { volume } = db.prepare('SELECT volume FROM channel WHERE id = ?').get(id) as { volume: number };
  if (!recording && volume > 0) {
    db.prepare('INSERT OR REPLACE INTO channel_rest (channel_id, volume) VALUES (?, ?)').run(id, volume);
    db.prepare('UPDATE channel SET volume = 0 WHERE id = ?').run(id);
  } else if (recording && volume === 0) {
    const rest = db.prepare('SELECT volume FROM channel_rest WHERE channel_id = ?').get(id) as
      { volume: number } | undefined;
    const smallest = (
      db.prepare('SELECT min(volume) AS volume FROM channel WHERE volume > 0').get() as { volume: number | null }
    ).volume;
    db.prepare('UPDATE channel SET volume = ? WHERE id = ?').run(rest?.volume ?? smallest ?? 1, id);
    db.prepare('DELETE FROM channel_rest WHERE channel_id = ?').run(id);
  }
}

export const admin: Handlers = {
  geoList({ db, body }) {
    const rows = db.prepare('SELECT id, name, type, parent_id, country_code FROM geo').all() as Schemas['Geo'][];
    const children = new Map<number | null, Schemas['Geo'][]>();
    for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
    // Countries by name, each followed by its regions and cities, depth first.
    const ordered: Schemas['Geo'][] = [];
    const visit = (parent: number | null) => {
      for (const row of (children.get(parent) ?? []).sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id,
      )) {
        ordered.push(row);
        visit(row.id);
      }
    };
    visit(null);
    const search = body.search?.toLowerCase();
    return {
      items: ordered.filter(
        (row) =>
          (!body.type || row.type === body.type) &&
          (body.parent_id === undefined || row.parent_id === body.parent_id) &&
          (!search || row.name.toLowerCase().includes(search)),
      ),
    };
  },

  channelsList({ db, body }) {
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    const conditions = ['deleted_at IS NULL'];
    const params: Record<string, unknown> = {};
    if (body.search) {
      const search = searchCondition(db, ['name', 'stream_url'], body.search);
      conditions.push(search.sql);
      Object.assign(params, search.params);
    }
    if (body.types && body.types.length > 0) {
      conditions.push(`type IN (${body.types.map((_, i) => `:type${i}`).join(', ')})`);
      body.types.forEach((type, i) => (params[`type${i}`] = type));
    }
    if (body.is_active !== undefined) {
      conditions.push('is_active = :active');
      params.active = body.is_active ? 1 : 0;
    }
    const where = conditions.join(' AND ');
    const order = body.sort_order === 'asc' ? 'ASC' : 'DESC';
    const total = (db.prepare(`SELECT count(*) AS n FROM channel WHERE ${where}`).get(params) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT ${COLUMNS} FROM channel WHERE ${where} ORDER BY ${SORTS[body.sort_by ?? 'created_at']} ${order}, id ${order} LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as ChannelRow[];
    return { items: rows.map(channelOf), meta: { total, page, limit } };
  },

  channelsCreate({ db, body, account, now }) {
    mayChange(account);
    checkForm(db, body);
    const active = body.is_active ?? true;
    const id = db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO channel (name, type, country, lang, zone, geo_id, stream_url, logo_url, is_active, created_at, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
        )
        .run(
          body.name,
          body.type,
          body.country,
          langOf(body.country),
          channelZone(db, body.country, body.geo_id),
          body.geo_id ?? null,
          body.stream_url,
          body.logo_url ?? null,
          active ? 1 : 0,
          isoAt(now().getTime()),
        );
      setRecording(db, Number(lastInsertRowid), active);
      return Number(lastInsertRowid);
    })();
    return { item: channelOf(liveChannel(db, id)) };
  },

  channelsEdit({ db, body, account }) {
    mayChange(account);
    liveChannel(db, body.id);
    checkForm(db, body);
    db.transaction(() => {
      db.prepare(
        'UPDATE channel SET name = ?, type = ?, country = ?, lang = ?, zone = ?, geo_id = ?, stream_url = ?, logo_url = ?, is_active = ? WHERE id = ?',
      ).run(
        body.name,
        body.type,
        body.country,
        langOf(body.country),
        channelZone(db, body.country, body.geo_id),
        body.geo_id,
        body.stream_url,
        body.logo_url,
        body.is_active ? 1 : 0,
        body.id,
      );
      setRecording(db, body.id, body.is_active);
    })();
    return { item: channelOf(liveChannel(db, body.id)) };
  },

  channelsDelete({ db, body, account, now }) {
    mayChange(account);
    liveChannel(db, body.id);
    db.transaction(() => {
      db.prepare('UPDATE channel SET deleted_at = ? WHERE id = ?').run(isoAt(now().getTime()), body.id);
      setRecording(db, body.id, false);
    })();
    return { success: true };
  },
};
