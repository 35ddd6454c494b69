// @vitest-environment node
// The generated channels behave like real media: their sizes are concentrated (a few agencies and
// national channels carry much of the feed), their names are distinct and made as the media of
// their language and type make them, each has the time zone of its city, and each publishes at
// the hours of its type in its own local time (television in the evening, radio in the morning
// drive), turned into the data's clock (Moscow time).
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { core } from '../../server/data/catalog.js';
import { openDataset } from '../../server/data/dataset.js';
import { mentionMinute } from '../../server/data/feed.js';
import { CHANNEL_TYPES, COUNTRIES, KNOWN_CHANNELS, channelName, type Lang } from '../../server/data/names.js';
import { random } from '../../server/data/random.js';
import { utcOffset } from '../../server/data/zones.js';
import { gini, profileDataset } from '../../server/data-profile.js';
import { PINNED } from './helpers.js';

interface ChannelRow {
  id: number;
  name: string;
  type: string;
  country: string;
  lang: Lang;
  zone: string;
  volume: number;
  city: string;
}

const SELECT =
  'SELECT c.id, c.name, c.type, c.country, c.lang, c.zone, c.volume, g.name AS city FROM channel c JOIN geo g ON g.id = c.geo_id ORDER BY c.id';

/** The full dataset's catalogue alone (no day of facts): cheap to build. */
function fullCatalogue(seed: string): ChannelRow[] {
  const db = new Database(':memory:');
  try {
    db.exec(core.schema);
    core.catalog!(db, { seed, scale: 'full', base: 20_600 });
    return db.prepare(SELECT).all() as ChannelRow[];
  } finally {
    db.close();
  }
}

const full = fullCatalogue('test');
const tiny = openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => new Date(PINNED) });
afterAll(() => tiny.db.close());
const tinyChannels = tiny.db.prepare(SELECT).all() as ChannelRow[];

/** The zones a channel of each country may have. */
const COUNTRY_ZONES: Record<string, RegExp> = {
  RU: /^(Europe\/(Moscow|Samara|Kaliningrad)|Asia\/(Yekaterinburg|Omsk|Novosibirsk|Tomsk|Irkutsk|Vladivostok))$/,
  US: /^America\/(New_York|Chicago|Denver|Los_Angeles)$/,
  GB: /^Europe\/London$/,
  QA: /^Asia\/Qatar$/,
  AE: /^Asia\/Dubai$/,
  KZ: /^Asia\/(Almaty|Astana|Qostanay|Aqtobe)$/,
  BY: /^Europe\/Minsk$/,
  SA: /^Asia\/Riyadh$/,
  EG: /^Africa\/Cairo$/,
};

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

describe('channel sizes', () => {
  const volumes = full.map((channel) => channel.volume).sort((a, b) => a - b);
  const total = volumes.reduce((sum, volume) => sum + volume, 0);

  it('are concentrated: a Gini above 0.7, the largest 1 % carrying over 30 % of the feed', () => {
    expect(full).toHaveLength(2000);
    expect(gini(volumes)).toBeGreaterThan(0.7);
    expect(gini(volumes)).toBeLessThan(0.9);
    const top = volumes.slice(-20).reduce((sum, volume) => sum + volume, 0) / total;
    expect(top).toBeGreaterThan(0.3);
    expect(top).toBeLessThan(0.5);
  });

  it('keep the feed’s daily size, ТАСС first, and every channel a mention every few days', () => {
    expect(total).toBeGreaterThan(5400);
    expect(total).toBeLessThan(5600);
    expect(full.reduce((largest, channel) => (channel.volume > largest.volume ? channel : largest)).id).toBe(8);
    expect(volumes[0]).toBeGreaterThan(0.15);
  });
});

describe('channel names', () => {
  /** A name made from another's by a " (city)" or a number. */
  const derived = (channels: ChannelRow[]) => {
    const names = new Set(channels.map((channel) => channel.name));
    return channels.filter((channel) => {
      const base = channel.name.replace(/ \d+$/, '').replace(/ \([^()]*\)$/, '');
      return base !== channel.name && names.has(base);
    });
  };

  it('are distinct, and hardly any is another’s with a place or a number added', () => {
    for (const channels of [full, fullCatalogue('mediamonitor'), tinyChannels]) {
      expect(new Set(channels.map((channel) => channel.name)).size).toBe(channels.length);
      expect(derived(channels).length).toBeLessThanOrEqual(channels.length * 0.02);
    }
  });

  it('keep the known channels’ names and ids', () => {
    for (const known of KNOWN_CHANNELS) expect(full[known.id - 1]).toMatchObject({ id: known.id, name: known.name });
  });

  it('are written in the channel’s language, with many ways of naming each type', () => {
    const script: Record<Lang, RegExp> = { ru: /[А-Яа-яЁё]|\.[a-z]+$/, en: /^[\x20-\x7e]+$/, ar: /[\u0600-\u06ff]/ };
    const generated = full.filter((channel) => channel.id > KNOWN_CHANNELS.length);
    for (const channel of generated) expect(channel.name, channel.name).toMatch(script[channel.lang]);
    // The first two words of a name: a type of one language has many of them, not three patterns.
    for (const lang of ['ru', 'en', 'ar'] as const)
      for (const type of CHANNEL_TYPES) {
        const names = generated.filter((channel) => channel.lang === lang && channel.type === type);
        if (names.length < 40) continue;
        const stems = new Set(names.map((channel) => channel.name.split(' ').slice(0, 2).join(' ')));
        expect(stems.size, `${lang} ${type}`).toBeGreaterThan(names.length / 3);
      }
  });

  it('name the sources found for every language and type, slot by slot', () => {
    const r = random('test', 'names');
    for (const country of COUNTRIES)
      for (const type of CHANNEL_TYPES)
        for (let i = 0; i < 20; i++) {
          const name = channelName(country.lang, type, r.pick, r.pick(country.cities).local, country.code);
          expect(name).not.toMatch(/[{}]|undefined|\s{2}|^\s|\s$/);
        }
  });
});

describe('channel time zones', () => {
  it('are valid IANA zones of the channel’s country and city', () => {
    for (const zone of new Set([...full, ...tinyChannels].map((channel) => channel.zone)))
      expect(validZone(zone), zone).toBe(true);
    for (const channel of [...full, ...tinyChannels]) {
      expect(channel.zone, `${channel.name}, ${channel.city}`).toMatch(COUNTRY_ZONES[channel.country]!);
    }
    const zoneOfCity = (city: string) => full.find((channel) => channel.city === city)?.zone;
    expect(zoneOfCity('Владивосток')).toBe('Asia/Vladivostok');
    expect(zoneOfCity('Сиэтл')).toBe('America/Los_Angeles');
    expect(zoneOfCity('Москва')).toBe('Europe/Moscow');
  });
});

describe('the hours of publishing', () => {
  const profile = profileDataset(tiny.db, { now: new Date(PINNED) });

  it('are read from the channels’ own zones', () => {
    expect(profile.time.zoneInData).toBe(true);
    expect(profile.time.byCountry.GB!.zones).toEqual(['Europe/London']);
  });

  it('follow each media type in local time: TV in the evening, radio in the morning drive, the press in the morning', () => {
    const peak = (type: string) => profile.time.byType[type]!.peakLocal;
    expect(peak('TV')).toBeGreaterThanOrEqual(19);
    expect(peak('TV')).toBeLessThanOrEqual(22);
    expect(peak('RADIO')).toBeGreaterThanOrEqual(7);
    expect(peak('RADIO')).toBeLessThanOrEqual(9);
    for (const type of ['PRESS', 'NEWS_AGENCY', 'ONLINE']) {
      expect(peak(type), type).toBeGreaterThanOrEqual(8);
      expect(peak(type), type).toBeLessThanOrEqual(11);
    }
    for (const type of ['SOCIAL', 'TELEGRAM']) {
      expect(peak(type), type).toBeGreaterThanOrEqual(19);
      expect(peak(type), type).toBeLessThanOrEqual(23);
    }
  });

  it('put American channels’ mentions in their daytime, not at night, winter and summer', () => {
    const american = full.filter((channel) => channel.country === 'US');
    expect(american.length).toBeGreaterThan(50);
    const r = random('test', 'hours');
    for (const day of [20_460, 20_640]) {
      const local = new Array<number>(24).fill(0);
      for (const channel of american)
        for (let i = 0; i < 200; i++) {
          const minute = mentionMinute(channel.type as never, channel.zone, day, r.next(), r.next());
          if (!(minute >= 0 && minute < 1440)) throw new Error(`minute ${minute} outside the day`);
          // Back from Moscow time (UTC+3) to the channel's own clock, by the zone's offset that day.
          const shift = utcOffset(channel.zone, day) - 180;
          local[Math.floor(((((minute + shift) % 1440) + 1440) % 1440) / 60)]! += 1;
        }
      const all = local.reduce((sum, n) => sum + n, 0);
      const peak = local.indexOf(Math.max(...local));
      expect(peak).toBeGreaterThanOrEqual(7);
      expect(peak).toBeLessThanOrEqual(22);
      expect(local.slice(1, 6).reduce((sum, n) => sum + n, 0) / all).toBeLessThan(0.08);
    }
  });

  it('keep every minute within the day, a local minute moved by the zone’s distance from Moscow', () => {
    const outside = tiny.db
      .prepare(
        'SELECT count(*) AS n FROM mention WHERE first_minute < 0 OR last_minute > 1439 OR first_minute > last_minute',
      )
      .get() as { n: number };
    expect(outside.n).toBe(0);
    const ny = mentionMinute('TV', 'America/New_York', 20_460, 0.7, 0.5);
    const inMoscow = mentionMinute('TV', 'Europe/Moscow', 20_460, 0.7, 0.5);
    // New York is 8 hours behind Moscow in winter: the same local minute is 8 hours later on the data's clock.
    expect((ny - inMoscow + 1440) % 1440).toBe(480);
  });
});
