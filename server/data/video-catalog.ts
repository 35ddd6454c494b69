// The video section's catalogue, made once: content categories, the objects and persons the
// recogniser looks for (the contract's examples first), and the content items it tracks (a year
// of detected programmes and uploaded commercials, then the examples).
import type { Database } from 'better-sqlite3';
import { STORY_SUBJECTS, WORDS, personName, type Lang } from './names.js';
import { firstDay, type Plan } from './plan.js';
import { WeightedTable, random, zipf, type Random } from './random.js';
import {
  ADDED_PERSON,
  FIRST_CONTENT_ID,
  FIRST_MORE_OBJECT_ID,
  KNOWN_CONTENT,
  KNOWN_OBJECTS,
  KNOWN_PERSON_DATES,
  shiftedMs,
} from './video-known.js';
import { MORE_OBJECTS, PRESENTER_POSITIONS, VIDEO_CATEGORIES, scriptOf, searchKey } from './video-names.js';

const SIZES = {
  full: { objects: 50, infoPersons: 90, presenters: 8 },
  tiny: { objects: 16, infoPersons: 15, presenters: 2 },
};
/** Appearances a day of the most popular object and person, per unit of the TV channels' volume. */
const TOP_SHARE = { object: 0.25, person: 0.2 };
const DAY_MS = 86_400_000;
/** Midnight of a day on the monitoring's clock (UTC+3), in epoch milliseconds. */
export const dayStartMs = (day: number) => day * DAY_MS - 3 * 3_600_000;

export interface TvChannel {
  id: number;
  lang: Lang;
  volume: number;
}

/** The channel type the recogniser watches: every video fact is on a channel of this type. */
export const WATCHED_TYPE = 'TV';

export const tvChannels = (db: Database) =>
  db
    .prepare('SELECT id, lang, volume FROM channel WHERE type = ? AND volume > 0 ORDER BY id')
    .all(WATCHED_TYPE) as TvChannel[];

export function catalog(db: Database, plan: Plan): void {
  const r = random(plan.seed, 'catalog:video');
  const channels = tvChannels(db);
  const volume = channels.reduce((sum, channel) => sum + channel.volume, 0);
  const insertCategory = db.prepare('INSERT INTO video_category (id, name_ru, name_en, name_ar) VALUES (?, ?, ?, ?)');
  for (const category of VIDEO_CATEGORIES) insertCategory.run(category.id, category.ru, category.en, category.ar);
  addObjects(db, plan, r, volume * TOP_SHARE.object);
  addPersons(db, plan, r, volume * TOP_SHARE.person);
  addContent(db, plan, r, channels);
}

/** A moment before or within the history: most of the catalogue was there before the data starts, the rest came during the year. */
function addedMs(plan: Plan, r: Random): number {
  const day = r.chance(0.7) ? firstDay(plan) - r.int(5, 120) : r.int(firstDay(plan), plan.base - 30);
  return dayStartMs(day) + r.int(8 * 60, 19 * 60) * 60_000;
}

function addObjects(db: Database, plan: Plan, r: Random, top: number): void {
  const markers = new Map(
    (db.prepare('SELECT id, name FROM marker').all() as { id: number; name: string }[]).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const insert = db.prepare(
    `INSERT INTO video_object (id, name, name_key, category, description, reference_url, lang, marker_id, weight, created_ms, ready_ms, search)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (
    id: number,
    object: { name: string; category: string; description: string; lang: Lang | null; marker?: string },
    rank: number,
    created: number,
  ) => {
    // A reference picture takes a few minutes to process; the catalogue's are long done.
    insert.run(
      id,
      object.name,
      object.name.toLowerCase(),
      object.category,
      object.description,
      `https://media.mediamonitor.local/uploads/references/object-${id}.png`,
      object.lang,
      object.marker ? (markers.get(object.marker) ?? null) : null,
      zipf(rank, top, 1),
      created,
      created + 4 * 60_000,
      searchKey(object.name),
    );
  };
  for (const object of KNOWN_OBJECTS) add(object.id, object, object.rank, shiftedMs(plan, object.created));
  const more = Math.min(SIZES[plan.scale].objects - KNOWN_OBJECTS.length, MORE_OBJECTS.length);
  for (let i = 0; i < more; i++)
    add(FIRST_MORE_OBJECT_ID + i, MORE_OBJECTS[i]!, KNOWN_OBJECTS.length + 1 + i, addedMs(plan, r));
}

function addPersons(db: Database, plan: Plan, r: Random, top: number): void {
  const size = SIZES[plan.scale];
  const insert = db.prepare(
    'INSERT INTO video_person (id, name, position, reference_url, lang, weight, created_ms, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const add = (id: number, name: string, position: string | null, rank: number, created: number) =>
    insert.run(
      id,
      name,
      position || null,
      `https://media.mediamonitor.local/uploads/references/person-${id}.jpg`,
      scriptOf(name),
      zipf(rank, top, 0.9),
      created,
      searchKey(name),
    );
  // The info section's persons keep their ids: the first of them are watched for in video too.
  const known = db
    .prepare('SELECT id, name, position FROM person WHERE id < ? ORDER BY id')
    .all(101 + size.infoPersons) as { id: number; name: string; position: string }[];
  let rank = 10 + size.presenters;
  for (const person of known) {
    const example = KNOWN_PERSON_DATES[person.id];
    add(
      person.id,
      person.name,
      person.position,
      example?.rank ?? rank++,
      example ? shiftedMs(plan, example.created) : addedMs(plan, r),
    );
  }
  add(
    ADDED_PERSON.id,
    ADDED_PERSON.name,
    ADDED_PERSON.position,
    ADDED_PERSON.rank,
    shiftedMs(plan, ADDED_PERSON.created),
  );
  // The channels' own presenters: on screen every day, just behind the newsmakers.
  for (let i = 0; i < size.presenters; i++) {
    const lang: Lang = i % 4 === 3 ? 'ar' : i % 4 === 2 ? 'en' : 'ru';
    add(
      ADDED_PERSON.id + 1 + i,
      personName(lang, r.pick),
      PRESENTER_POSITIONS[lang],
      10 + i,
      dayStartMs(firstDay(plan) - 200) + i * 60_000,
    );
  }
}

const DETECTED_KINDS: Record<Lang, Record<number, string>> = {
  ru: {
    1: 'Спецрепортаж: {subject}',
    3: 'Трансляция: {subject}',
    5: 'Дебаты: {subject}',
    6: 'Документальный фильм: {subject}',
    7: 'Шоу «{word}»',
    9: 'Концерт «{word}»',
  },
  en: {
    1: 'Special report: {subject}',
    3: 'Live: {subject}',
    5: 'Debate: {subject}',
    6: 'Documentary: {subject}',
    7: 'The {word} Show',
    9: '{word} in Concert',
  },
  ar: {
    1: 'تقرير خاص: {subject}',
    3: 'بث مباشر: {subject}',
    5: 'مناظرة: {subject}',
    6: 'فيلم وثائقي: {subject}',
    7: 'برنامج {word}',
    9: 'حفل {word}',
  },
};
/** The info section's themes that a detected programme of each category is about. */
const SUBJECT_THEMES: Record<number, number[]> = { 1: [1, 2, 4, 10, 11], 3: [5], 5: [1, 3, 9], 6: [6, 7, 13] };
const SPOT: Record<Lang, string> = {
  ru: '{name} — ролик {seconds} с',
  en: '{name} — {seconds} s spot',
  ar: '{name} — إعلان {seconds} ثانية',
};
const PROGRAMME_LENGTHS: Record<number, number[]> = {
  1: [900, 1200, 1800],
  3: [5400, 6300, 7200],
  5: [2700, 3300, 3600],
  6: [1500, 2400, 3000],
  7: [3600, 5400],
  9: [3600, 5400, 7200],
};

/**
 * Content items: one about every six days over the year before the examples (detected
 * programmes, and commercials the user uploaded, one in eight of which failed), then the
 * examples. A detected item's first airing is in the data, on a channel of its language.
 */
function addContent(db: Database, plan: Plan, r: Random, channels: TvChannel[]): void {
  const insert = db.prepare(
    `INSERT INTO video_content (id, title, category_id, origin, lang, marker_id, duration, created_ms, started_ms, ready_ms, fails, aired_channel, aired_ms, account_id, search)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const markers = new Map(
    (db.prepare('SELECT id, name FROM marker').all() as { id: number; name: string }[]).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const brands = db
    .prepare(
      "SELECT name, lang, marker_id FROM video_object WHERE category IN ('logo', 'brand', 'product') ORDER BY id",
    )
    .all() as { name: string; lang: Lang | null; marker_id: number | null }[];
  const byLang = (lang: Lang) => {
    const own = channels.filter((channel) => channel.lang === lang);
    return new WeightedTable(
      own.length > 0 ? own : channels,
      (own.length > 0 ? own : channels).map((channel) => channel.volume),
    );
  };
  const tables = { ru: byLang('ru'), en: byLang('en'), ar: byLang('ar') };
  const add = (
    id: number,
    item: {
      title: string;
      category: number;
      origin: string;
      marker: number | null;
      duration: number;
      created: number;
      fails: boolean;
      channel?: number;
    },
  ) => {
    const lang = scriptOf(item.title);
    const detected = item.origin === 'detected';
    // Detected: found some seventy seconds into its airing. Uploaded: queued, then processed in minutes.
    const aired = detected ? Math.floor((item.created - 70_000) / 60_000) * 60_000 : null;
    const channel = detected ? (item.channel ?? tables[lang].draw(r.next()).id) : null;
    const started = detected ? item.created : item.created + 40_000;
    const ready = detected ? item.created : item.created + 40_000 + item.duration * 4_000 + 60_000;
    insert.run(
      id,
      item.title,
      item.category,
      item.origin,
      lang,
      item.marker,
      item.duration,
      item.created,
      started,
      ready,
      item.fails ? 1 : 0,
      channel,
      aired,
      searchKey(item.title),
    );
  };
  const first = plan.base - 330;
  const last = plan.base - 12;
  const history = KNOWN_CONTENT[0]!.id - FIRST_CONTENT_ID;
  for (let i = 0; i < history; i++) {
    const day = first + Math.floor(((last - first) * i) / history);
    const created = dayStartMs(day) + r.int(9 * 60, 22 * 60) * 60_000;
    if (r.chance(0.35)) {
      const brand = r.pick(brands);
      const lang = brand.lang ?? r.pick(['ru', 'en', 'ar'] as const);
      const seconds = r.pick([15, 20, 30, 45]);
      add(FIRST_CONTENT_ID + i, {
        title: SPOT[lang].replace('{name}', brand.name).replace('{seconds}', String(seconds)),
        category: 2,
        origin: 'uploaded',
        marker: brand.marker_id,
        duration: seconds,
        created,
        fails: r.chance(1 / 8),
      });
      continue;
    }
    const lang: Lang = r.chance(0.6) ? 'ru' : r.chance(0.5) ? 'ar' : 'en';
    const category = r.pick([1, 1, 3, 5, 6, 6, 7, 9]);
    const themes = SUBJECT_THEMES[category];
    const subject = themes ? r.pick(STORY_SUBJECTS[lang][r.pick(themes)]!) : '';
    const title = DETECTED_KINDS[lang][category]!.replace('{subject}', subject).replace('{word}', r.pick(WORDS[lang]));
    add(FIRST_CONTENT_ID + i, {
      title,
      category,
      origin: 'detected',
      marker: null,
      duration: r.pick(PROGRAMME_LENGTHS[category]!),
      created,
      fails: false,
    });
  }
  for (const item of KNOWN_CONTENT) {
    add(item.id, {
      ...item,
      marker: item.marker ? (markers.get(item.marker) ?? null) : null,
      created: shiftedMs(plan, item.created),
      fails: item.fails ?? false,
    });
  }
}

/** The day a moment falls on, on the monitoring's clock. */
export const dayOfMs = (ms: number) => Math.floor((ms + 3 * 3_600_000) / DAY_MS);
