// The core catalogue every area shares: the theme catalogue, the geo directory and the channels
// (2,000 of every type in the full dataset, sized by a Zipf–Mandelbrot law: a few agencies and
// national channels carry much of the feed, most channels a mention or two a day or less).
import type { Database } from 'better-sqlite3';
import { timeOf } from './calendar.js';
import { CHANNEL_TYPES, COUNTRIES, KNOWN_CHANNELS, KNOWN_GEO, THEMES, channelName, type ChannelType } from './names.js';
import { firstDay, type Domain, type Plan } from './plan.js';
import { WeightedTable, random, type Random } from './random.js';
import { zoneOf } from './zones.js';

/** Channels, and the mean mentions a day of all of them together (the feed's size, which the benchmarks are tuned to). */
const SIZES = {
  full: { channels: 2000, dailyVolume: 5510 },
  tiny: { channels: 30, dailyVolume: 207 },
};

/**
 * The size law: a channel of volume rank k carries a share proportional to (k + SIZE_OFFSET)^-SIZE_EXPONENT.
 * The offset flattens the very top (the first agencies are close to one another rather than each
 * half the one before), the exponent above 1 makes the feed concentrated as real media are: on the
 * full catalogue a Gini of about 0.8 and the largest 1 % of channels carrying about 40 % of the
 * mentions, while the smallest channel still has a mention every few days.
 */
const SIZE_EXPONENT = 1.15;
const SIZE_OFFSET = 2.5;
/** Draws of a name before a taken one is told apart by its city or a number. */
const NAME_DRAWS = 30;

const TYPE_SHARE: Record<ChannelType, number> = {
  TV: 12,
  RADIO: 15,
  PRESS: 13,
  ONLINE: 25,
  NEWS_AGENCY: 5,
  SOCIAL: 15,
  TELEGRAM: 15,
};
/** Volume rank of the known channels: the agencies and big portals lead the feed. */
const KNOWN_RANKS: Record<number, number> = {
  8: 1,
  7: 2,
  10: 3,
  16: 4,
  15: 5,
  1: 6,
  2: 7,
  3: 8,
  9: 9,
  12: 10,
  11: 11,
  14: 14,
  6: 20,
  13: 25,
  4: 40,
  5: 45,
};

const SCHEMA = `
CREATE TABLE geo (
  id INTEGER PRIMARY KEY, parent_id INTEGER, type TEXT NOT NULL, name TEXT NOT NULL, country_code TEXT NOT NULL
);

CREATE TABLE channel (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  country TEXT NOT NULL,
  lang TEXT NOT NULL,
  -- the IANA time zone the channel publishes by (its city's, or its country's): server/data/zones.ts
  zone TEXT NOT NULL,
  geo_id INTEGER,
  stream_url TEXT NOT NULL,
  logo_url TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  -- mean mentions a day: the channel's size in the generated feed
  volume REAL NOT NULL DEFAULT 0
);
CREATE INDEX channel_by_type ON channel (type, id);

CREATE TABLE theme (id INTEGER PRIMARY KEY, name_ru TEXT NOT NULL, name_en TEXT NOT NULL, name_ar TEXT NOT NULL);
`;

function catalog(db: Database, plan: Plan): void {
  const r = random(plan.seed, 'catalog');
  const rn = random(plan.seed, 'catalog:names');
  const size = SIZES[plan.scale];
  const insertTheme = db.prepare('INSERT INTO theme (id, name_ru, name_en, name_ar) VALUES (?, ?, ?, ?)');
  for (const theme of THEMES) insertTheme.run(theme.id, theme.ru, theme.en, theme.ar);

  // Geo: every country and its cities (Russia's Far East through its region), by the directory's names.
  const insertGeo = db.prepare('INSERT INTO geo (id, parent_id, type, name, country_code) VALUES (?, ?, ?, ?, ?)');
  let nextGeo = 1512;
  const geoId = (key: string) => KNOWN_GEO[key] ?? nextGeo++;
  const cityIds = new Map<string, { id: number; name: string; local: string }[]>();
  for (const country of COUNTRIES) {
    const countryId = geoId(`country:${country.code}`);
    insertGeo.run(countryId, null, 'country', country.name, country.code);
    const region = country.code === 'RU' ? geoId('region:Приморский край') : undefined;
    if (region) insertGeo.run(region, countryId, 'region', 'Приморский край', country.code);
    cityIds.set(
      country.code,
      country.cities.map((city) => {
        const id = geoId(`city:${city.name}`);
        insertGeo.run(id, city.name === 'Владивосток' ? region : countryId, 'city', city.name, country.code);
        return { id, name: city.name, local: city.local };
      }),
    );
  }

  // Channels: the known ones, then generated ones, sizes by a Zipf–Mandelbrot law over a shuffled
  // rank, scaled so that all of them together carry the scale's daily volume.
  const insertChannel = db.prepare(
    'INSERT INTO channel (id, name, type, country, lang, zone, geo_id, stream_url, logo_url, is_active, created_at, volume) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ranks = shuffledRanks(r, size.channels, new Set(Object.values(KNOWN_RANKS)));
  const rankOf = (id: number) => KNOWN_RANKS[id] ?? ranks[id - 1]!;
  const weightOf = (rank: number) => Math.pow(rank + SIZE_OFFSET, -SIZE_EXPONENT);
  let weights = 0;
  for (let id = 1; id <= size.channels; id++) weights += weightOf(rankOf(id));
  const countryTable = new WeightedTable(
    COUNTRIES,
    COUNTRIES.map((country) => country.weight),
  );
  const typeTable = new WeightedTable(
    CHANNEL_TYPES,
    CHANNEL_TYPES.map((type) => TYPE_SHARE[type]),
  );
  const names = new Set<string>();
  const created = (id: number) => timeOf(firstDay(plan) - 30 - (id % 700), 600 + (id % 300));
  for (let id = 1; id <= size.channels; id++) {
    const known = KNOWN_CHANNELS.find((channel) => channel.id === id);
    const country = known ? COUNTRIES.find((c) => c.code === known.country)! : countryTable.draw(r.next());
    const cities = cityIds.get(country.code)!;
    const city = known ? cities.find((candidate) => candidate.name === known.city)! : r.pick(cities);
    const type = known?.type ?? typeTable.draw(r.next());
    // A name already taken is drawn again; only when the draws keep meeting taken names does one
    // get its city, then a number. Names have numbers of their own (the vocabulary may grow without
    // moving any other draw); the two the catalogue's stream gave a name when names came from it
    // are still taken from it, so every channel keeps the country, city and type it has had.
    if (!known) for (let skip = 0; skip < 2; skip++) r.next();
    let name = known?.name ?? channelName(country.lang, type, rn.pick, city.local, country.code);
    for (let draw = 0; !known && names.has(name) && draw < NAME_DRAWS; draw++)
      name = channelName(country.lang, type, rn.pick, city.local, country.code);
    if (names.has(name)) name = `${name} (${city.local})`;
    for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    names.add(name);
    const url = known?.url ?? streamUrl(type, id);
    insertChannel.run(
      id,
      name,
      type,
      country.code,
      country.lang,
      zoneOf(country.code, city.name),
      city.id,
      url,
      r.chance(0.6) ? `https://logos.mediamonitor.local/channels/${id}.png` : null,
      r.chance(0.96) ? 1 : 0,
      created(id),
      (size.dailyVolume * weightOf(rankOf(id))) / weights,
    );
  }
}

function shuffledRanks(r: Random, count: number, taken: Set<number>): number[] {
  const free: number[] = [];
  for (let rank = 1; rank <= count + taken.size; rank++) if (!taken.has(rank)) free.push(rank);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  return free;
}

function streamUrl(type: ChannelType, id: number): string {
  switch (type) {
    case 'TV':
      return `https://streams.mediamonitor.local/tv/${id}/playlist.m3u8`;
    case 'RADIO':
      return `https://streams.mediamonitor.local/radio/${id}.mp3`;
    case 'TELEGRAM':
      return `https://t.me/channel_${id}`;
    case 'SOCIAL':
      return `https://social.mediamonitor.local/accounts/${id}`;
    default:
      return `https://feeds.mediamonitor.local/${id}/rss.xml`;
  }
}

export const core: Domain = { name: 'catalogue', schema: SCHEMA, catalog };
