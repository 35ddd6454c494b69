// Track uploads: the cabinet's (one file; the history is the signed-in user's) and the console's
// (1–20 files; the history holds every upload). An upload is queued for two seconds, processed
// for a few more (longer for a bigger file), then done or failed, as the server's clock passes
// the moments stored with it. What processing finds is read from the file when it arrives
// (`music-audio.ts`) and shown as the states come: the length once decoding starts, the failure
// once it ends. A done upload is a catalogue track: it joins the channels' rotation as a new
// release the day after (see `server/data/music.ts`).
import type { Database } from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockOf, timeOf } from '../data/calendar.js';
import { QUEUED_MS, processingMs, searchText, weightOfRank } from '../data/music-catalog.js';
import { random } from '../data/random.js';
import { ApiFailure, invalid } from '../lib/answers.js';
import { UPLOAD_LIMITS, quotaExceeded, readMultipart, type Multipart, type UploadedFile } from '../lib/multipart.js';
import { AUDIO_TYPES, readAudio } from './music-audio.js';
import type { Context, Handlers, Lang, Schemas } from './types.js';

const MIN_SECONDS = 10;
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;
const TEXT_FIELDS = ['artist', 'title', 'album'] as const;

const STATE = `CASE WHEN :now < uploaded_ms + ${QUEUED_MS} THEN 'queued' WHEN :now < ready_ms THEN 'processing' WHEN error IS NOT NULL THEN 'failed' ELSE 'done' END`;
const COLUMNS = `id, file_name, artist, title, album, isrc, CASE WHEN :now >= uploaded_ms + ${QUEUED_MS} THEN duration END AS duration_seconds, size_bytes,
  ${STATE} AS state, uploaded_at, CASE WHEN :now >= ready_ms THEN error END AS error`;
const SORTS: Record<Schemas['UploadSortField'], string> = {
  uploaded_at: 'uploaded_ms',
  file_name: 'file_name',
  artist: 'artist',
  title: 'title',
  duration_seconds: `CASE WHEN :now >= uploaded_ms + ${QUEUED_MS} THEN duration END`,
  size_bytes: 'size_bytes',
  state: `CASE ${STATE} WHEN 'queued' THEN 0 WHEN 'processing' THEN 1 WHEN 'done' THEN 2 ELSE 3 END`,
};

const FAILURES: Record<Lang, { damaged: string; short: string; unnamed: string; duplicate: (id: number) => string }> = {
  ru: {
    damaged: 'Файл повреждён: не удалось декодировать аудиопоток.',
    short: 'Запись короче 10 секунд: такой фрагмент нельзя надёжно распознать в эфире.',
    unnamed: 'Не удалось определить исполнителя и название: в файле нет тегов, укажите их при загрузке.',
    duplicate: (id) => `Эта запись уже есть в каталоге: ISRC совпадает с загрузкой ${id}.`,
  },
  en: {
    damaged: 'The file is damaged: its audio stream could not be decoded.',
    short: 'The recording is shorter than 10 seconds: so short a fragment cannot be recognised on air reliably.',
    unnamed: 'The artist and title are unknown: the file carries no tags; give them with the upload.',
    duplicate: (id) => `This recording is already in the catalogue: its ISRC is that of upload ${id}.`,
  },
  ar: {
    damaged: 'الملف تالف: تعذر فك ترميز المسار الصوتي.',
    short: 'التسجيل أقصر من 10 ثوانٍ: لا يمكن التعرف على مقطع بهذا القصر على الهواء بدقة.',
    unnamed: 'الفنان والعنوان غير معروفين: لا يحمل الملف أي وسوم، يرجى إدخالهما عند الرفع.',
    duplicate: (id) => `هذا التسجيل موجود في الكتالوج: رمز ISRC مطابق للملف المرفوع ${id}.`,
  },
};

type UploadRow = Schemas['TrackUpload'];

function uploadList(
  db: Database,
  account: number | undefined,
  body: Schemas['UploadListRequest'] | undefined,
  now: Date,
): Schemas['UploadList'] {
  const page = body?.page ?? 1;
  const limit = body?.limit ?? 20;
  const params: Record<string, unknown> = { now: now.getTime(), limit, offset: (page - 1) * limit };
  const where = ['uploaded_ms <= :now'];
  if (account !== undefined) {
    where.push('account_id = :account');
    params.account = account;
  }
  if (body?.search) {
    // `search` holds the lower-cased names: a case-insensitive match in every script.
    where.push('instr(search, :search) > 0');
    params.search = body.search.toLowerCase();
  }
  if (body?.states && body.states.length > 0) {
    where.push(`(${STATE}) IN (${body.states.map((_, i) => `:s${i}`).join(', ')})`);
    body.states.forEach((state, i) => (params[`s${i}`] = state));
  }
  const order = body?.sort_order === 'asc' ? 'ASC' : 'DESC';
  const total = db
    .prepare(`SELECT count(*) FROM music_upload WHERE ${where.join(' AND ')}`)
    .pluck()
    .get(params) as number;
  const items = db
    .prepare(
      `SELECT ${COLUMNS} FROM music_upload WHERE ${where.join(' AND ')} ORDER BY ${SORTS[body?.sort_by ?? 'uploaded_at']} ${order}, id ${order} LIMIT :limit OFFSET :offset`,
    )
    .all(params) as UploadRow[];
  return { items, meta: { total, page, limit } };
}

const uploadFolder = (files: string) => join(files || tmpdir(), 'music-uploads');

/** What the account has stored through track uploads (its history's files), and what it may. */
function storage(context: Context): { stored: number; limit: number } {
  const { db, account, settings } = context;
  const stored = db
    .prepare('SELECT coalesce(sum(size_bytes), 0) FROM music_upload WHERE account_id = ?')
    .pluck()
    .get(account.id) as number;
  return { stored, limit: account.section === 'admin' ? settings.storageQuota.console : settings.storageQuota.music };
}

/** The multipart body, its own limit failures told as the contract words them. */
async function readForm(
  context: Context,
  limits: { fileBytes: number; files: number },
  field: string,
): Promise<Multipart> {
  const { files } = limits;
  try {
    return await readMultipart(context.request, {
      fileSize: limits.fileBytes,
      files,
      folder: uploadFolder(context.settings.files),
      quota: storage(context),
    });
  } catch (error) {
    if (error instanceof ApiFailure && error.errors?.file && error.status === 400)
      throw invalid({
        [field]: [files === 1 ? 'Only one file may be sent.' : `The ${field} may not have more than ${files} items.`],
      });
    throw error;
  }
}

/** The form's metadata fields, checked: 400 names each bad one. */
function metadataOf(
  form: Multipart,
  fileField: string,
  errors: Record<string, string[]>,
): Partial<Record<'artist' | 'title' | 'album' | 'isrc', string>> {
  const values: Partial<Record<'artist' | 'title' | 'album' | 'isrc', string>> = {};
  for (const [name, raw] of Object.entries(form.fields)) {
    const value = raw.trim();
    if ((TEXT_FIELDS as readonly string[]).includes(name)) {
      if (value.length < 1 || value.length > 200) errors[name] = [`The ${name} must be between 1 and 200 characters.`];
      else values[name as 'artist'] = value;
    } else if (name === 'isrc') {
      if (!ISRC.test(value)) errors.isrc = ['The isrc format is invalid.'];
      else values.isrc = value;
    } else errors[name] = ['The field is not allowed.'];
  }
  for (const file of form.files)
    if (file.field !== fileField && !errors[file.field]) errors[file.field] = ['The field is not allowed.'];
  return values;
}

function checkFile(file: UploadedFile, key: string, errors: Record<string, string[]>): void {
  if (!Object.hasOwn(AUDIO_TYPES, file.mimeType.toLowerCase()))
    errors[key] = [`The file ${file.filename} must be an audio file of type: mp3, wav, flac, aac, ogg.`];
  else if (file.size === 0) errors[key] = [`The file ${file.filename} must not be empty.`];
}

/** Stores one upload and, when its file is good, the catalogue track it brings. */
function store(
  context: Context,
  file: UploadedFile,
  metadata: Partial<Record<'artist' | 'title' | 'album' | 'isrc', string>>,
): number {
  const { db, account, lang } = context;
  const audio = readAudio(file.path, AUDIO_TYPES[file.mimeType.toLowerCase()]!);
  const artist = metadata.artist ?? audio?.tags.artist ?? null;
  const title = metadata.title ?? audio?.tags.title ?? null;
  const album = metadata.album ?? audio?.tags.album ?? null;
  const tagged = audio?.tags.isrc?.toUpperCase().replace(/-/g, '');
  const isrc = metadata.isrc ?? (tagged && ISRC.test(tagged) ? tagged : null);
  const seconds = audio ? Math.max(1, Math.min(86_400, Math.round(audio.seconds))) : null;
  const twin = isrc
    ? (db.prepare('SELECT id FROM music_track WHERE isrc = ?').pluck().get(isrc) as number | undefined)
    : undefined;
  const failures = FAILURES[lang];
  const error = !audio
    ? failures.damaged
    : audio.seconds < MIN_SECONDS
      ? failures.short
      : !artist || !title
        ? failures.unnamed
        : twin
          ? failures.duplicate(twin)
          : null;
  const id = ((db.prepare('SELECT max(id) FROM music_upload').pluck().get() as number | null) ?? 0) + 1;
  const nowMs = context.now().getTime();
  const clock = clockOf(context.now());
  const readyMs = nowMs + processingMs(file.size);
  db.prepare(
    `INSERT INTO music_upload (id, account_id, file_name, artist, title, album, isrc, duration, size_bytes, uploaded_at, uploaded_ms, ready_ms, error, path, search)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    account.id,
    file.filename.slice(0, 255) || 'file',
    artist,
    title,
    album,
    isrc,
    seconds,
    file.size,
    timeOf(clock.day, clock.minute, context.now().getUTCSeconds()),
    nowMs,
    readyMs,
    error,
    file.path,
    searchText(file.filename, artist, title),
  );
  if (!error)
    addTrack(db, context.dataset.plan.seed, {
      id,
      artist: artist!,
      title: title!,
      album,
      isrc,
      seconds: seconds!,
      released: clockOf(new Date(readyMs)).day + 1,
    });
  return id;
}

/** The catalogue track of a done upload: a new release, as popular as a promoted single. */
function addTrack(
  db: Database,
  seed: string,
  track: {
    id: number;
    artist: string;
    title: string;
    album: string | null;
    isrc: string | null;
    seconds: number;
    released: number;
  },
): void {
  const lang = /[\u0600-\u06ff]/.test(track.artist) ? 'ar' : /[а-яё]/i.test(track.artist) ? 'ru' : 'en';
  let artist = db.prepare('SELECT id, theme_id FROM music_artist WHERE name = ?').get(track.artist) as
    { id: number; theme_id: number } | undefined;
  if (!artist) {
    const id = ((db.prepare('SELECT max(id) FROM music_artist').pluck().get() as number | null) ?? 0) + 1;
    artist = { id, theme_id: lang === 'ar' ? 406 : 401 };
    db.prepare('INSERT INTO music_artist (id, name, lang, theme_id) VALUES (?, ?, ?, ?)').run(
      id,
      track.artist,
      lang,
      artist.theme_id,
    );
  }
  // Without an ISRC of its own the recording is known by one of the monitoring's registrant code.
  let isrc = track.isrc ?? `${{ ru: 'RU', en: 'GB', ar: 'AE' }[lang]}MMR${String(track.id).padStart(7, '0').slice(-7)}`;
  while (db.prepare('SELECT 1 FROM music_track WHERE isrc = ?').get(isrc))
    isrc = isrc.slice(0, 5) + String((Number(isrc.slice(5)) + 1) % 10_000_000).padStart(7, '0');
  const rank = 31 + Math.floor(random(seed, `upload:${track.id}`).next() * 200);
  db.prepare(
    'INSERT INTO music_track (id, artist_id, title, album, isrc, theme_id, lang, duration, released, weight) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    track.id,
    artist.id,
    track.title,
    track.album,
    isrc,
    artist.theme_id,
    lang,
    track.seconds,
    track.released,
    weightOfRank(rank),
  );
}

function itemOf(db: Database, id: number, now: Date): UploadRow {
  return db.prepare(`SELECT ${COLUMNS} FROM music_upload WHERE id = :id`).get({ id, now: now.getTime() }) as UploadRow;
}

function reject(form: Multipart, errors: Record<string, string[]>): never {
  for (const file of form.files) rmSync(file.path, { force: true });
  throw invalid(errors);
}

/** Checked again as the upload is stored: another upload of the account may have landed meanwhile. */
function checkQuota(context: Context, form: Multipart): void {
  const { stored, limit } = storage(context);
  if (stored + form.files.reduce((sum, file) => sum + file.size, 0) <= limit) return;
  for (const file of form.files) rmSync(file.path, { force: true });
  throw quotaExceeded(limit);
}

export const musicUploads: Handlers = {
  musicUploadList({ db, body, account, now }) {
    return uploadList(db, account.id, body, now());
  },

  uploadsList({ db, body, now }) {
    return uploadList(db, undefined, body, now());
  },

  async musicUploadTrack(context) {
    const form = await readForm(context, UPLOAD_LIMITS.musicUploadTrack, 'file');
    const errors: Record<string, string[]> = Object.create(null);
    const metadata = metadataOf(form, 'file', errors);
    const file = form.files.find((entry) => entry.field === 'file');
    if (!file) errors.file = ['The file field is required.'];
    else checkFile(file, 'file', errors);
    if (Object.keys(errors).length > 0) reject(form, errors);
    const id = context.db.transaction(() => {
      checkQuota(context, form);
      return store(context, file!, metadata);
    })();
    return { item: itemOf(context.db, id, context.now()) };
  },

  async uploadsTracks(context) {
    const form = await readForm(context, UPLOAD_LIMITS.uploadsTracks, 'files');
    const errors: Record<string, string[]> = Object.create(null);
    const metadata = metadataOf(form, 'files', errors);
    const files = form.files.filter((entry) => entry.field === 'files');
    if (files.length === 0) errors.files = ['The files field is required.'];
    files.forEach((file, index) => checkFile(file, `files.${index}`, errors));
    if (Object.keys(errors).length > 0) reject(form, errors);
    // The artist and album name every file; a title and an ISRC only one.
    const shared = files.length === 1 ? metadata : { artist: metadata.artist, album: metadata.album };
    const ids = context.db.transaction(() => {
      checkQuota(context, form);
      return files.map((file) => store(context, file, shared));
    })();
    return { items: ids.map((id) => itemOf(context.db, id, context.now())) };
  },
};
