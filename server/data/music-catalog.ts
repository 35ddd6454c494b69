// The music catalogue: artists, and the tracks the airplay monitoring recognises. Every track came
// in as an upload (its id is the upload's): the console loaded the back catalogue before the
// monitoring started and loads each day's new releases; cabinet users with the music section
// upload their own tracks now and then. A few uploads failed (a damaged file, a fragment too short
// to recognise) and brought no track.
import type { Database } from 'better-sqlite3';
import { ACCOUNTS } from './accounts.js';
import { clockOf, dateOf, dayOf, timeOf, weekday } from './calendar.js';
import { MAX_AIR_SECONDS } from './music-air.js';
import { EXAMPLE_BASE, EXAMPLE_UPLOADS, KNOWN_FORMATS, KNOWN_TRACKS } from './music-examples.js';
import { ARTIST_NAMES, ARTIST_THEMES, ISRC_COUNTRIES, MUSIC_THEMES, TITLES, slug } from './music-names.js';
import type { Lang } from './names.js';
import { DAYS, firstDay, type Plan } from './plan.js';
import { WeightedTable, random, type Random } from './random.js';

export const SIZES = {
  full: { artists: 5200, backCatalogue: 13_600, releasesPerDay: 17 },
  tiny: { artists: 120, backCatalogue: 220, releasesPerDay: 3 },
};

const LANGS: Lang[] = ['ru', 'en', 'ar'];
const LANG_SHARE = [0.44, 0.36, 0.2];
const CONSOLE = { admin: 2001, operator: 2002 };
/** Generated uploads take ids from here on; the contract's examples hold 1101–1132. */
const FIRST_GENERATED_ID = 2001;

/** Formats by the channel's language: the rest of the channels carry no music the service monitors. */
const RADIO_FORMATS: Record<Lang, [string, number][]> = {
  ru: [
    ['hits', 2.5],
    ['russian', 2],
    ['rock', 1],
    ['dance', 1],
    ['retro', 1.5],
    ['talk', 22],
  ],
  en: [
    ['hits', 3],
    ['rock', 1.5],
    ['dance', 1.5],
    ['retro', 1.5],
    ['talk', 25],
  ],
  ar: [
    ['arabic', 6],
    ['hits', 2],
    ['talk', 25],
  ],
};
const TV_FORMATS: [string, number][] = [
  ['tvmusic', 2.5],
  ['tv', 30],
];

/** How many ranks the generated tracks of a language spread over: about as many as it has tracks. */
export function rankSpan(scale: Plan['scale']): number {
  const size = SIZES[scale];
  return (size.backCatalogue + size.releasesPerDay * DAYS[scale]) / 2;
}
/**
 * Popularity of a track by its rank in its language, a Zipf–Mandelbrot law: a few hits, a long
 * tail. The example tracks hold ranks 1–30, the generated ones draw theirs from the rest.
 */
export const weightOfRank = (rank: number) => Math.pow(rank + 20, -2);
const drawRank = (r: Random, span: number) => 31 + Math.floor(r.next() * span);

export function addCatalog(db: Database, plan: Plan): void {
  const r = random(plan.seed, 'catalog:music');
  const insertTheme = db.prepare('INSERT INTO music_theme (id, name_ru, name_en, name_ar) VALUES (?, ?, ?, ?)');
  for (const theme of MUSIC_THEMES) insertTheme.run(theme.id, theme.ru, theme.en, theme.ar);
  addFormats(db, plan);
  addArtists(db, plan, r);
  const catalog = new Catalog(db, plan);
  const shift = plan.base - dayOf(EXAMPLE_BASE);
  // The back catalogue was loaded in the year before the monitoring started; a release comes the day after its upload.
  const start = firstDay(plan);
  const uploadDay = (released: number) =>
    released >= start ? released - 1 : Math.max(released - 1, start - 365 + Math.floor(r.next() * 300));
  for (const known of KNOWN_TRACKS) {
    const released = plan.base - known.releasedDaysAgo;
    catalog.addTrack(r, {
      artist: catalog.artistId(known.artist, known.lang, known.theme),
      title: known.title,
      theme: known.theme,
      isrc: known.isrc,
      released,
      rank: known.rank,
      account: CONSOLE.operator,
      uploadDay: uploadDay(released),
    });
  }
  for (const upload of EXAMPLE_UPLOADS) catalog.addExample(upload, shift);
  // Released over fifteen years before the monitoring started, the older ones fewer.
  for (let i = 0; i < SIZES[plan.scale].backCatalogue; i++) {
    const released = start - 60 - Math.floor(Math.pow(r.next(), 2) * 5400);
    catalog.addRelease(r, {
      released,
      uploadDay: uploadDay(released),
      account: r.chance(0.8) ? CONSOLE.operator : CONSOLE.admin,
    });
  }
}

/** New releases and the cabinet users' uploads of each day of [from, to]. */
export function addUploads(db: Database, plan: Plan, from: number, to: number): void {
  const catalog = new Catalog(db, plan);
  const uploaders = ACCOUNTS.filter(
    (account) => account.section === 'cabinet' && ('all' in account.permissions || 'music' in account.permissions),
  );
  for (let day = from; day <= to; day++) {
    const r = random(plan.seed, `releases:${day}`);
    // Releases come out on Fridays most of all.
    const count = r.poisson(SIZES[plan.scale].releasesPerDay * (weekday(day) === 4 ? 1.8 : 0.87));
    for (let i = 0; i < count; i++) {
      // Now and then an album: an artist's tracks out on one day.
      const artist = catalog.pickArtist(r);
      const album = r.chance(0.12) ? r.pick(TITLES[catalog.artistLang(artist)]) : null;
      for (let n = album ? r.int(3, 5) : 1; n > 0; n--)
        catalog.addRelease(r, {
          released: day + 1,
          uploadDay: day,
          account: r.chance(0.85) ? CONSOLE.operator : CONSOLE.admin,
          artist,
          album,
        });
    }
    for (const account of uploaders) {
      if (!r.chance(0.15)) continue;
      // Each uploads the artists of their own market.
      catalog.addRelease(r, {
        released: day + 1,
        uploadDay: day,
        account: account.id,
        lang: /^[a-z]/i.test(account.first_name) ? 'en' : 'ru',
        fails: r.chance(0.05),
      });
    }
  }
}

function addFormats(db: Database, plan: Plan): void {
  const insert = db.prepare('INSERT INTO music_channel (channel_id, format) VALUES (?, ?)');
  const channels = db.prepare("SELECT id, type, lang FROM channel WHERE type IN ('RADIO', 'TV') ORDER BY id").all() as {
    id: number;
    type: 'RADIO' | 'TV';
    lang: Lang;
  }[];
  for (const channel of channels) {
    const known = KNOWN_FORMATS[channel.id];
    let format: string | null = null;
    if (known?.type === channel.type) format = known.format;
    else {
      // Shares in percent of the channels of the type; the rest carry no music the service monitors.
      let u = random(plan.seed, `format:${channel.id}`).next() * 100;
      for (const [name, share] of channel.type === 'TV' ? TV_FORMATS : RADIO_FORMATS[channel.lang])
        if ((u -= share) < 0 && !format) format = name;
    }
    if (format) insert.run(channel.id, format);
  }
}

function addArtists(db: Database, plan: Plan, r: Random): void {
  const insert = db.prepare('INSERT INTO music_artist (id, name, lang, theme_id) VALUES (?, ?, ?, ?)');
  const reserved = new Set([
    ...KNOWN_TRACKS.map((track) => track.artist),
    ...EXAMPLE_UPLOADS.flatMap((upload) => (upload.artist ? [upload.artist] : [])),
  ]);
  let id = 1;
  for (const [index, lang] of LANGS.entries()) {
    const names = shuffle(
      r,
      ARTIST_NAMES[lang].filter((name) => !reserved.has(name)),
    );
    const count = Math.min(names.length, Math.round(SIZES[plan.scale].artists * LANG_SHARE[index]!));
    const themes = Object.entries(ARTIST_THEMES[lang]);
    const themeTable = new WeightedTable(
      themes.map(([theme]) => Number(theme)),
      themes.map(([, weight]) => weight),
    );
    for (const name of names.slice(0, count)) insert.run(id++, name, lang, themeTable.draw(r.next()));
  }
}

interface Release {
  released: number;
  uploadDay: number;
  account: number;
  artist?: number;
  album?: string | null;
  lang?: Lang;
  fails?: boolean;
}

const EXTENSIONS: [string, number, number][] = [
  ['mp3', 60, 40_000],
  ['wav', 12, 176_400],
  ['flac', 15, 105_000],
  ['aac', 7, 32_000],
  ['ogg', 6, 40_000],
];
const FAILURES = [
  'Файл повреждён: не удалось декодировать аудиопоток.',
  'Запись короче 10 секунд: такой фрагмент нельзя надёжно распознать в эфире.',
];

/** Adds tracks and their uploads, keeping ids, ISRCs and each artist's titles unique. */
class Catalog {
  private readonly isrcs: Set<string>;
  private readonly titles = new Map<number, Set<string>>();
  private readonly artists: { id: number; name: string; lang: Lang; theme_id: number }[];
  private readonly byLang: Map<Lang, WeightedTable<number>>;
  private nextId: number;
  private readonly span: number;
  private readonly insertTrack;
  private readonly insertUpload;

  constructor(
    private readonly db: Database,
    private readonly plan: Plan,
  ) {
    this.isrcs = new Set(
      (db.prepare('SELECT isrc FROM music_track').pluck().all() as string[]).concat(
        EXAMPLE_UPLOADS.flatMap((u) => (u.isrc ? [u.isrc] : [])),
        KNOWN_TRACKS.flatMap((t) => (t.isrc ? [t.isrc] : [])),
      ),
    );
    for (const row of db.prepare('SELECT artist_id, title FROM music_track').all() as {
      artist_id: number;
      title: string;
    }[])
      this.titlesOf(row.artist_id).add(row.title);
    this.artists = db
      .prepare('SELECT id, name, lang, theme_id FROM music_artist ORDER BY id')
      .all() as typeof this.artists;
    // Some artists release far more than others.
    this.byLang = new Map(
      LANGS.map((lang) => {
        const ids = this.artists.filter((artist) => artist.lang === lang).map((artist) => artist.id);
        return [
          lang,
          new WeightedTable(
            ids,
            ids.map((id) => 1 / Math.sqrt(1 + ((id * 7919) % ids.length))),
          ),
        ];
      }),
    );
    this.nextId =
      Math.max(
        FIRST_GENERATED_ID - 1,
        (db.prepare('SELECT max(id) FROM music_upload').pluck().get() as number | null) ?? 0,
      ) + 1;
    this.span = rankSpan(plan.scale);
    this.insertTrack = db.prepare(
      'INSERT INTO music_track (id, artist_id, title, album, isrc, theme_id, lang, duration, released, weight) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertUpload = db.prepare(
      'INSERT INTO music_upload (id, account_id, file_name, artist, title, album, isrc, duration, size_bytes, uploaded_at, uploaded_ms, ready_ms, error, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
  }

  langOf(r: Random): Lang {
    const u = r.next();
    return u < LANG_SHARE[0]! ? 'ru' : u < LANG_SHARE[0]! + LANG_SHARE[1]! ? 'en' : 'ar';
  }

  pickArtist(r: Random, lang = this.langOf(r)): number {
    return this.byLang.get(lang)!.draw(r.next());
  }

  artistLang(id: number): Lang {
    return this.artists[id - 1]!.lang;
  }

  artistId(name: string, lang: Lang, theme: number): number {
    const found = this.artists.find((artist) => artist.name === name);
    if (found) return found.id;
    const id = this.artists.length + 1;
    this.db
      .prepare('INSERT INTO music_artist (id, name, lang, theme_id) VALUES (?, ?, ?, ?)')
      .run(id, name, lang, theme);
    this.artists.push({ id, name, lang, theme_id: theme });
    return id;
  }

  addRelease(r: Random, release: Release): void {
    const artist = this.artists[(release.artist ?? this.pickArtist(r, release.lang)) - 1]!;
    const theme = r.chance(0.8) ? artist.theme_id : Number(r.pick(Object.keys(ARTIST_THEMES[artist.lang])));
    const own = this.titlesOf(artist.id);
    let title = r.pick(TITLES[artist.lang]);
    for (let n = 0; own.has(title) && n < 30; n++) title = r.pick(TITLES[artist.lang]);
    if (own.has(title))
      title = `${title} (${artist.lang === 'ru' ? 'версия' : artist.lang === 'en' ? 'version' : 'نسخة'} ${own.size})`;
    if (release.fails) {
      // A damaged file has no length; a fragment has a few seconds.
      const damaged = r.chance(0.5);
      this.upload(
        r,
        this.nextId++,
        release,
        { artist: null, title: null, album: null, isrc: null },
        damaged ? null : r.int(2, 9),
        FAILURES[damaged ? 0 : 1]!,
      );
      return;
    }
    this.addTrack(r, {
      artist: artist.id,
      title,
      theme,
      released: release.released,
      rank: drawRank(r, this.span),
      account: release.account,
      uploadDay: release.uploadDay,
      album:
        release.album ??
        (release.released < firstDay(this.plan) && r.chance(0.35) ? r.pick(TITLES[artist.lang]) : null),
    });
    // Now and then a damaged file comes in beside the good ones.
    if (r.chance(0.03))
      this.upload(
        r,
        this.nextId++,
        release,
        { artist: null, title: null, album: null, isrc: null },
        null,
        FAILURES[0]!,
      );
  }

  addTrack(
    r: Random,
    track: {
      artist: number;
      title: string;
      theme: number;
      released: number;
      rank: number;
      account: number;
      uploadDay: number;
      isrc?: string;
      album?: string | null;
    },
  ): void {
    const artist = this.artists[track.artist - 1]!;
    const id = this.nextId++;
    const isrc = track.isrc ?? this.newIsrc(r, artist.lang, track.released);
    const duration = Math.round(Math.min(MAX_AIR_SECONDS, Math.max(150, 210 + r.gauss() * 24)));
    this.titlesOf(artist.id).add(track.title);
    this.insertTrack.run(
      id,
      artist.id,
      track.title,
      track.album ?? null,
      isrc,
      track.theme,
      artist.lang,
      duration,
      track.released,
      weightOfRank(track.rank),
    );
    this.upload(
      r,
      id,
      track,
      { artist: artist.name, title: track.title, album: track.album ?? null, isrc },
      duration,
      null,
    );
  }

  addExample(upload: (typeof EXAMPLE_UPLOADS)[number], shift: number): void {
    const ms = Date.parse(upload.uploadedAt) + shift * 86_400_000;
    const clock = clockOf(new Date(ms));
    const at = timeOf(clock.day, clock.minute, new Date(ms).getUTCSeconds());
    const values = { artist: upload.artist, title: upload.title, album: upload.album, isrc: upload.isrc };
    if (!upload.error) {
      const artist = this.artistId(upload.artist!, upload.lang, upload.theme);
      this.titlesOf(artist).add(upload.title!);
      const isrc =
        upload.isrc ?? this.newIsrc(random(this.plan.seed, `isrc:${upload.id}`), upload.lang, this.plan.base);
      this.insertTrack.run(
        upload.id,
        artist,
        upload.title,
        upload.album,
        isrc,
        upload.theme,
        upload.lang,
        upload.duration,
        clock.day + 1,
        weightOfRank(upload.rank),
      );
    }
    this.insertUpload.run(
      upload.id,
      upload.account,
      upload.file,
      ...Object.values(values),
      upload.duration || null,
      upload.size,
      at,
      ms,
      ms + processingMs(upload.size),
      upload.error ?? null,
      searchText(upload.file, upload.artist, upload.title),
    );
  }

  private upload(
    r: Random,
    id: number,
    release: { account: number; uploadDay: number },
    values: { artist: string | null; title: string | null; album: string | null; isrc: string | null },
    duration: number | null,
    error: string | null,
  ): void {
    const [ext, , rate] = pickExtension(r);
    // A damaged file's size is that of a song.
    const seconds = duration ?? r.int(150, 260);
    const size = Math.max(1, Math.round(seconds * rate * (0.92 + r.next() * 0.16)));
    const name =
      values.artist && values.title
        ? `${fileStem(values.artist)}_${slug(values.title)}`
        : r.pick(['live_rip', 'master_final', 'radio_edit', 'promo_cut', 'demo']) + `_${id}`;
    const minute = release.account >= 2000 ? r.int(540, 1140) : r.int(480, 1380);
    const at = timeOf(release.uploadDay, minute, r.int(0, 59));
    const ms = Date.parse(at);
    this.insertUpload.run(
      id,
      release.account,
      `${name}.${ext}`,
      values.artist,
      values.title,
      values.album,
      values.isrc,
      duration,
      size,
      at,
      ms,
      ms + processingMs(size),
      error,
      searchText(`${name}.${ext}`, values.artist, values.title),
    );
  }

  private titlesOf(artist: number): Set<string> {
    let titles = this.titles.get(artist);
    if (!titles) this.titles.set(artist, (titles = new Set()));
    return titles;
  }

  private newIsrc(r: Random, lang: Lang, released: number): string {
    const year = dateOf(released).slice(2, 4);
    for (;;) {
      const registrant = `${String.fromCharCode(65 + r.int(0, 25))}${r.int(0, 35).toString(36).toUpperCase()}${r.int(0, 9)}`;
      const isrc = `${r.pick(ISRC_COUNTRIES[lang])}${registrant}${year}${String(r.int(0, 99_999)).padStart(5, '0')}`;
      if (!this.isrcs.has(isrc)) {
        this.isrcs.add(isrc);
        return isrc;
      }
    }
  }
}

/** Queued for two seconds, then processing: three seconds and one more for every 20 MB. */
export const processingMs = (size: number) => 5_000 + Math.round((size / 20_971_520) * 1000);
export const QUEUED_MS = 2_000;

/** The lower-cased text a search looks in: the file name, the artist and the title. */
export const searchText = (...parts: (string | null)[]) => parts.filter(Boolean).join('\n').toLowerCase();

function pickExtension(r: Random): [string, number, number] {
  let u = r.next() * 100;
  for (const entry of EXTENSIONS) if ((u -= entry[1]) < 0) return entry;
  return EXTENSIONS[0]!;
}

/** `Ольга Серова` → `serova`, `The Northern Lines` → `northern_lines`. */
function fileStem(artist: string): string {
  const words = artist.replace(/^(The|فرقة) /, '').split(' ');
  return slug(/[а-яё]/i.test(artist) && words.length === 2 ? words[1]! : words.join(' '));
}

function shuffle<T>(r: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
