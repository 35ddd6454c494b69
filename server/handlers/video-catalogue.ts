// What the recogniser looks for: the catalogues of objects, persons and content items, searched
// in any script, paged and sorted, and the additions to them. None is served from a cache: an
// added entry is in its list at once, and its state (a reference being processed, an upload
// queued) is worked out from its timestamps at every call.
import type { Database } from 'better-sqlite3';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipf } from '../data/random.js';
import { romanised, scriptOf, searchKey } from '../data/video-names.js';
import { invalid } from '../lib/answers.js';
import { UPLOAD_LIMITS, quotaExceeded, readMultipart } from '../lib/multipart.js';
import type { Account, Handlers, Schemas } from './types.js';
import { categoryNames } from './video-content.js';
import { videoSeconds } from './video-media.js';
import { VIDEO_MEDIA, stamp } from './video-scope.js';

/** How long the recogniser takes over a new reference: queued, then processed. */
const QUEUED_MS = 2_000;
const PROCESSING_MS = 4_000;
/** The largest upload the contract accepts; tests lower it to try the limit with a small file. */
export const CONTENT_UPLOAD = { maxBytes: UPLOAD_LIMITS.videoContentAdd.fileBytes };
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-matroska'];

interface Where {
  sql: string[];
  params: unknown[];
}

/** Case-insensitive, in the text's own script or in Latin letters: "Orlov" finds «Михаил Орлов». */
function searched(where: Where, search: string | undefined): void {
  const text = search?.trim().toLowerCase();
  if (!text) return;
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  where.sql.push("(search LIKE ? ESCAPE '\\' OR search LIKE ? ESCAPE '\\')");
  where.params.push(like(text), like(romanised(text)));
}

function page<T>(
  db: Database,
  table: string,
  columns: string,
  where: Where,
  order: string,
  paging: { page?: number; limit?: number },
) {
  const pageNumber = paging.page ?? 1;
  const limit = paging.limit ?? 20;
  const condition = where.sql.length > 0 ? `WHERE ${where.sql.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT count(*) AS n FROM ${table} ${condition}`).get(...where.params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT ${columns} FROM ${table} ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...where.params, limit, (pageNumber - 1) * limit) as T[];
  return { rows, meta: { total, page: pageNumber, limit } };
}

const direction = (order: string | undefined) => (order === 'asc' ? 'ASC' : 'DESC');
const nextId = (db: Database, table: string, first: number) =>
  Math.max(first, ((db.prepare(`SELECT max(id) AS id FROM ${table}`).get() as { id: number | null }).id ?? 0) + 1);

interface ObjectRow {
  id: number;
  name: string;
  category: Schemas['VideoObjectCategory'];
  description: string | null;
  created_ms: number;
  ready_ms: number;
}
const objectOf = (row: ObjectRow, now: number): Schemas['VideoObject'] => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  thumbnail_url: row.ready_ms <= now ? `${VIDEO_MEDIA}/objects/${row.id}.jpg` : null,
  created_at: stamp(row.created_ms),
});

interface PersonRow {
  id: number;
  name: string;
  position: string | null;
  created_ms: number;
}
const personOf = (row: PersonRow): Schemas['VideoPerson'] => ({
  id: row.id,
  name: row.name,
  position: row.position,
  thumbnail_url: `${VIDEO_MEDIA}/persons/${row.id}.jpg`,
  created_at: stamp(row.created_ms),
});

/** The contract's object order (its `anyOf` of a picture or a description types as unknown; the body was validated against it). */
interface ObjectAdd {
  name: string;
  category: Schemas['VideoObjectCategory'];
  reference_image_url?: string;
  description?: string;
}

/** A content item's state at `now`, from its timestamps. */
const STATE = `CASE WHEN :now < started_ms THEN 'queued' WHEN :now < ready_ms THEN 'processing' WHEN fails = 1 THEN 'failed' ELSE 'done' END`;
interface ContentRow {
  id: number;
  title: string;
  category_id: number;
  origin: Schemas['VideoContentOrigin'];
  state: Schemas['TaskState'];
  duration: number | null;
  created_ms: number;
}
const CONTENT_COLUMNS = `id, title, category_id, origin, ${STATE} AS state, duration, created_ms`;
function contentOf(row: ContentRow, categories: Map<number, string>): Schemas['VideoContent'] {
  const done = row.state === 'done';
  return {
    id: row.id,
    title: row.title,
    category: { id: row.category_id, name: categories.get(row.category_id)! },
    origin: row.origin,
    state: row.state,
    duration_seconds: done ? row.duration : null,
    thumbnail_url: done ? `${VIDEO_MEDIA}/content/${row.id}.jpg` : null,
    created_at: stamp(row.created_ms),
  };
}

/** Where uploads are kept: the server's files folder, or the system's temporary one. */
const uploadFolder = (files: string) => join(files || tmpdir(), 'video-content');

export const videoCatalogue: Handlers = {
  videoObjectsList({ db, body, now }) {
    const where: Where = { sql: [], params: [] };
    searched(where, body.search);
    if (body.category) {
      where.sql.push('category = ?');
      where.params.push(body.category);
    }
    const order = `${body.sort_by === 'name' ? 'search' : 'created_ms'} ${direction(body.sort_order)}, id ${direction(body.sort_order)}`;
    const result = page<ObjectRow>(
      db,
      'video_object',
      'id, name, category, description, created_ms, ready_ms',
      where,
      order,
      body,
    );
    return { items: result.rows.map((row) => objectOf(row, now().getTime())), meta: result.meta };
  },

  videoObjectsAdd({ db, body: validated, now }) {
    const body = validated as ObjectAdd;
    const name = body.name.trim();
    if (!name) throw invalid({ name: ['The name field is required.'] });
    if (db.prepare('SELECT 1 FROM video_object WHERE name_key = ?').get(name.toLowerCase()))
      throw invalid({ name: ['The name has already been taken.'] });
    const id = nextId(db, 'video_object', 1301);
    const created = now().getTime();
    const count = (db.prepare('SELECT count(*) AS n FROM video_object').get() as { n: number }).n;
    const top = (db.prepare('SELECT max(weight) AS w FROM video_object').get() as { w: number | null }).w ?? 1;
    // An object named after one of the info section's key entities stands for it.
    const marker = (db.prepare('SELECT id, name FROM marker').all() as { id: number; name: string }[]).find(
      (row) => row.name.toLowerCase() === name.toLowerCase(),
    );
    db.prepare(
      `INSERT INTO video_object (id, name, name_key, category, description, reference_url, lang, marker_id, weight, created_ms, ready_ms, search)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      name,
      name.toLowerCase(),
      body.category,
      body.description ?? null,
      body.reference_image_url ?? null,
      scriptOf(name),
      marker?.id ?? null,
      zipf(count + 1, top, 1),
      created,
      created + QUEUED_MS + PROCESSING_MS,
      searchKey(name),
    );
    return {
      item: objectOf(
        db
          .prepare('SELECT id, name, category, description, created_ms, ready_ms FROM video_object WHERE id = ?')
          .get(id) as ObjectRow,
        created,
      ),
    };
  },

  videoPersonsList({ db, body }) {
    const where: Where = { sql: [], params: [] };
    searched(where, body.search);
    const order = `${body.sort_by === 'name' ? 'search' : 'created_ms'} ${direction(body.sort_order)}, id ${direction(body.sort_order)}`;
    const result = page<PersonRow>(db, 'video_person', 'id, name, position, created_ms', where, order, body);
    return { items: result.rows.map(personOf), meta: result.meta };
  },

  videoPersonsAdd({ db, body, now }) {
    const name = body.name.trim();
    if (!name) throw invalid({ name: ['The name field is required.'] });
    // The video section's own persons are numbered after the info section's.
    const id = nextId(db, 'video_person', 1351);
    const count = (db.prepare('SELECT count(*) AS n FROM video_person').get() as { n: number }).n;
    const top = (db.prepare('SELECT max(weight) AS w FROM video_person').get() as { w: number | null }).w ?? 1;
    db.prepare(
      'INSERT INTO video_person (id, name, position, reference_url, lang, weight, created_ms, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      id,
      name,
      body.position?.trim() || null,
      body.reference_image_url,
      scriptOf(name),
      zipf(count + 1, top, 0.9),
      now().getTime(),
      searchKey(name),
    );
    return {
      item: personOf(
        db.prepare('SELECT id, name, position, created_ms FROM video_person WHERE id = ?').get(id) as PersonRow,
      ),
    };
  },

  videoContentList({ db, body, now, lang }) {
    const where: Where = { sql: ['created_ms <= ?'], params: [now().getTime()] };
    searched(where, body.search);
    if (body.category_id) {
      where.sql.push('category_id = ?');
      where.params.push(body.category_id);
    }
    if (body.origin) {
      where.sql.push('origin = ?');
      where.params.push(body.origin);
    }
    const sort = {
      title: 'search',
      created_at: 'created_ms',
      duration_seconds: `CASE WHEN (${STATE}) = 'done' THEN duration END`,
    }[body.sort_by ?? 'created_at'];
    const order = `${sort} ${direction(body.sort_order)}, id ${direction(body.sort_order)}`;
    const result = contentPage(db, where, order, body, now().getTime());
    const categories = categoryNames(db, lang);
    return { items: result.rows.map((row) => contentOf(row, categories)), meta: result.meta };
  },

  async videoContentAdd({ db, request, settings, now, lang, account }) {
    const limit = settings.storageQuota.video;
    const form = await readMultipart(request, {
      fileSize: CONTENT_UPLOAD.maxBytes,
      files: UPLOAD_LIMITS.videoContentAdd.files,
      folder: uploadFolder(settings.files),
      quota: { stored: storedVideo(db, account), limit },
    });
    const file = form.files.find((entry) => entry.field === 'file');
    const errors: Record<string, string[]> = {};
    if (!file) errors.file = ['The file field is required.'];
    else if (!VIDEO_TYPES.includes(file.mimeType.toLowerCase()))
      errors.file = ['The file must be a file of type: mp4, mov, mkv.'];
    else if (file.size === 0) errors.file = ['The file must not be empty.'];
    const title = (form.fields.title ?? '').trim();
    if (!title) errors.title = ['The title field is required.'];
    else if (title.length > 300) errors.title = ['The title may not be greater than 300 characters.'];
    const category = Number(form.fields.category_id);
    if (!form.fields.category_id) errors.category_id = ['The category id field is required.'];
    else if (!Number.isInteger(category) || !db.prepare('SELECT 1 FROM video_category WHERE id = ?').get(category))
      errors.category_id = ['The selected category id is invalid.'];
    if (Object.keys(errors).length > 0) {
      for (const entry of form.files) rmSync(entry.path, { force: true });
      throw invalid(errors);
    }
    // Checked again as it is stored: another upload of the account may have landed meanwhile.
    if (storedVideo(db, account) + file!.size > limit) {
      rmSync(file!.path, { force: true });
      throw quotaExceeded(limit);
    }
    const created = now().getTime();
    const id = nextId(db, 'video_content', 1401);
    db.prepare(
      `INSERT INTO video_content (id, title, category_id, origin, lang, marker_id, duration, created_ms, started_ms, ready_ms, fails, aired_channel, aired_ms, account_id, file_path, search)
       VALUES (?, ?, ?, 'uploaded', ?, NULL, ?, ?, ?, ?, 0, NULL, NULL, ?, ?, ?)`,
    ).run(
      id,
      title,
      category,
      scriptOf(title),
      videoSeconds(file!.path),
      created,
      created + QUEUED_MS,
      created + QUEUED_MS + PROCESSING_MS,
      account.id,
      file!.path,
      searchKey(title),
    );
    const row = db
      .prepare(`SELECT ${CONTENT_COLUMNS} FROM video_content WHERE id = :id`)
      .get({ id, now: created }) as ContentRow;
    return { item: contentOf(row, categoryNames(db, lang)) };
  },
};

/** The bytes of the reference videos the account has stored (the files the server keeps of its uploads). */
function storedVideo(db: Database, account: Account): number {
  const paths = db
    .prepare('SELECT file_path FROM video_content WHERE account_id = ? AND file_path IS NOT NULL')
    .pluck()
    .all(account.id) as string[];
  return paths.reduce((sum, path) => sum + (statSync(path, { throwIfNoEntry: false })?.size ?? 0), 0);
}

/** A page of content items; the state is worked out in SQL at `:now`, so every parameter is named. */
function contentPage(
  db: Database,
  where: Where,
  order: string,
  paging: { page?: number; limit?: number },
  now: number,
) {
  const pageNumber = paging.page ?? 1;
  const limit = paging.limit ?? 20;
  const params: Record<string, unknown> = { now, limit, offset: (pageNumber - 1) * limit };
  let index = 0;
  const condition = where.sql.map((sql) => sql.replace(/\?/g, () => `:p${index++}`)).join(' AND ');
  where.params.forEach((value, i) => (params[`p${i}`] = value));
  const total = (db.prepare(`SELECT count(*) AS n FROM video_content WHERE ${condition}`).get(params) as { n: number })
    .n;
  const rows = db
    .prepare(
      `SELECT ${CONTENT_COLUMNS} FROM video_content WHERE ${condition} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
    )
    .all(params) as ContentRow[];
  return { rows, meta: { total, page: pageNumber, limit } };
}
