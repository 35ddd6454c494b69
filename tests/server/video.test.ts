// @vitest-environment node
// The video calls of the reference backend against figures worked out here from the raw fact
// rows of the tiny dataset (appearances and airtime by channel and day): every filter narrows
// what it should, tops, totals, dynamics and per-channel splits agree, the airings listed add up
// to the stored airtime, catalogues take additions at once, and report tasks move on with the
// clock to files in every format.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOf, dayOf } from '../../server/data/calendar.js';
import { DAYS } from '../../server/data/plan.js';
import { CONTENT_UPLOAD } from '../../server/handlers/video-catalogue.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { ANNA, JAMES, startReference, type Answer, type Reference } from './helpers.js';

const LAYLA = { email: 'layla.haddad@mediawatch.ae', password: 'Secret-2026' };
const TODAY = dayOf('2026-11-27');
const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };
const MONTH = { start_date: '2026-10-29', end_date: '2026-11-27' };

let ref: Reference;
let token: string;
let files: string;

interface Fact {
  day: number;
  channel: number;
  item: number;
  n: number;
  seconds: number;
}
let facts: Record<'object' | 'person' | 'airtime', Fact[]>;
let matched: (Fact & { marker: number | null; category: number })[];
let tvChannels: number[];

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'video-test-'));
  ref = await startReference({ files });
  token = await ref.login(LAYLA);
  const db = ref.server.dataset.db;
  const read = (family: string) =>
    db
      .prepare(`SELECT day, channel_id AS channel, item_id AS item, n, seconds FROM video_${family}_fact`)
      .all() as Fact[];
  facts = { object: read('object'), person: read('person'), airtime: read('airtime') };
  matched = db
    .prepare(
      'SELECT f.day, f.channel_id AS channel, f.item_id AS item, f.n, f.seconds, c.marker_id AS marker, c.category_id AS category FROM video_match_fact f JOIN video_content c ON c.id = f.item_id',
    )
    .all() as typeof matched;
  tvChannels = (db.prepare("SELECT id FROM channel WHERE type = 'TV' ORDER BY id").all() as { id: number }[]).map(
    (row) => row.id,
  );
});
afterAll(async () => {
  await ref.close();
  rmSync(files, { recursive: true, force: true });
});

const within = (period: { start_date: string; end_date: string }) => (fact: Fact) =>
  fact.day >= dayOf(period.start_date) && fact.day <= dayOf(period.end_date);
const total = (rows: Fact[], field: 'n' | 'seconds' = 'n') => rows.reduce((sum, row) => sum + row[field], 0);
function by<K>(rows: Fact[], key: (fact: Fact) => K): Map<K, { n: number; seconds: number }> {
  const map = new Map<K, { n: number; seconds: number }>();
  for (const row of rows) {
    const entry = map.get(key(row)) ?? { n: 0, seconds: 0 };
    map.set(key(row), { n: entry.n + row.n, seconds: entry.seconds + row.seconds });
  }
  return map;
}
const ranked = <K>(map: Map<K, { n: number; seconds: number }>) =>
  [...map].sort((a, b) => b[1].n - a[1].n || Number(a[0]) - Number(b[0]));
const counts = (points: { count: number }[]) => points.reduce((sum, point) => sum + point.count, 0);
const post = (path: string, body: unknown, as = token) => ref.post(`/api/v1/video/${path}`, body, as);

describe('the tiny dataset', () => {
  it('has appearances and airtime on the TV channels every day up to today, today partial', () => {
    const days = new Set(facts.object.map((fact) => fact.day));
    expect(Math.min(...days)).toBe(TODAY - DAYS.tiny);
    expect(Math.max(...days)).toBe(TODAY);
    const channels = new Set([...facts.object, ...facts.person, ...facts.airtime].map((fact) => fact.channel));
    expect([...channels].every((channel) => tvChannels.includes(channel))).toBe(true);
    // Every channel's day is cut into airings end to end: 86 400 s, and today up to 12:00 (minute 720 included).
    const airtime = by(facts.airtime, (fact) => `${fact.day}:${fact.channel}`);
    for (const [key, sum] of airtime) expect(sum.seconds).toBe(Number(key.split(':')[0]) === TODAY ? 721 * 60 : 86_400);
  });

  it('holds the planted spikes', () => {
    const dayOfItem = (rows: Fact[], item: number) =>
      by(
        rows.filter((fact) => fact.item === item),
        (fact) => fact.day,
      );
    const usual = (series: Map<number, { n: number }>, spike: number) => {
      const others = [...series]
        .filter(([day]) => day !== spike && day < TODAY && day > spike - 20)
        .map(([, sum]) => sum.n);
      return others.reduce((sum, n) => sum + n, 0) / Math.max(1, others.length);
    };
    const routes = dayOfItem(facts.object, 1303);
    expect(routes.get(TODAY - 10)!.n).toBeGreaterThan(2.5 * usual(routes, TODAY - 10));
    const minister = dayOfItem(facts.person, 104);
    expect(minister.get(TODAY - 9)!.n).toBeGreaterThan(2 * usual(minister, TODAY - 9));
    // The governor is looked for from nine days ago; the flood coverage the day after.
    const governor = dayOfItem(facts.person, 1351);
    expect(Math.min(...governor.keys())).toBeGreaterThanOrEqual(TODAY - 9);
    expect(governor.get(TODAY - 8)!.n).toBeGreaterThan(
      2 * Math.max(...[...governor].filter(([day]) => day !== TODAY - 8).map(([, sum]) => sum.n)),
    );
  });
});

describe('objects and persons', () => {
  it('the objects top ranks the raw appearances of the period', async () => {
    const expected = ranked(by(facts.object.filter(within(WEEK)), (fact) => fact.item)).slice(0, 5);
    const { status, body } = await post('objects/top', { period: WEEK, limit: 5 });
    expect(status).toBe(200);
    expect(body.items.map((item: Answer) => [item.id, item.count, item.duration_seconds])).toEqual(
      expected.map(([id, sum]) => [id, sum.n, sum.seconds]),
    );
    expect(body.items[0]).toMatchObject({
      thumbnail_url: `https://media.mediamonitor.local/video/objects/${expected[0]![0]}.jpg`,
    });
  });

  it('channels, channel types, content types and markers narrow the top', async () => {
    const channel = tvChannels[1]!;
    const own = ranked(
      by(
        facts.object.filter(within(WEEK)).filter((fact) => fact.channel === channel),
        (fact) => fact.item,
      ),
    );
    const narrowed = await post('objects/top', { period: WEEK, channels: [channel], limit: 100 });
    expect(narrowed.body.items.map((item: Answer) => [item.id, item.count])).toEqual(
      own.map(([id, sum]) => [id, sum.n]),
    );
    const all = await post('objects/top', { period: WEEK, limit: 100 });
    expect(
      (await post('objects/top', { period: WEEK, limit: 100, channel_types: ['TV'], content_type: ['video'] })).body,
    ).toEqual(all.body);
    expect((await post('objects/top', { period: WEEK, channel_types: ['ONLINE'] })).body.items).toEqual([]);
    expect((await post('objects/top', { period: WEEK, content_type: ['text'] })).body.items).toEqual([]);
    expect((await post('objects/top', { period: WEEK, channel_types: ['RADIO'] })).status).toBe(400);
    // Markers 206 (Аэрофлот) and 211 (Сбербанк): the objects standing for them.
    const markers = await post('objects/top', { period: WEEK, markers: [206, 211], limit: 100 });
    expect(markers.body.items.map((item: Answer) => item.id).sort()).toEqual([1301, 1302]);
  });

  it('the objects statistics: items, total, dynamics and per-channel split agree with the raw rows', async () => {
    const chosen = [1301, 1303, 1307];
    const rows = facts.object.filter(within(WEEK)).filter((fact) => chosen.includes(fact.item));
    const { body } = await post('objects/statistics', { period: WEEK, objects: chosen });
    const stats = body.statistics;
    expect(stats.total).toBe(total(rows));
    expect(stats.duration_seconds).toBe(total(rows, 'seconds'));
    expect(counts(stats.dynamics)).toBe(stats.total);
    expect(stats.dynamics.map((point: Answer) => point.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(stats.items.map((item: Answer) => [item.id, item.count])).toEqual(
      ranked(by(rows, (fact) => fact.item)).map(([id, sum]) => [id, sum.n]),
    );
    for (const item of stats.items) expect(counts(item.dynamics)).toBe(item.count);
    // The busiest `limit` channels (10 by default); the totals cover every channel.
    const channels = (await post('objects/statistics/channels', { period: WEEK, objects: chosen })).body.statistics;
    expect(channels.total).toBe(stats.total);
    expect(channels.dynamics).toEqual(stats.dynamics);
    const byChannel = ranked(by(rows, (fact) => fact.channel));
    expect(byChannel.length).toBeGreaterThan(10);
    expect(channels.items.map((item: Answer) => [item.id, item.count, item.duration_seconds])).toEqual(
      byChannel.slice(0, 10).map(([id, sum]) => [id, sum.n, sum.seconds]),
    );
    expect(channels.items[0]).toMatchObject({ type: 'TV' });
    const every = (await post('objects/statistics/channels', { period: WEEK, objects: chosen, limit: 1000 })).body
      .statistics;
    expect(every.items).toHaveLength(byChannel.length);
    expect(every.items.reduce((sum: number, item: Answer) => sum + item.count, 0)).toBe(stats.total);
  });

  it('without objects, the statistics count every object; a period with nothing has no dynamics', async () => {
    const { body } = await post('objects/statistics', { period: MONTH });
    const rows = facts.object.filter(within(MONTH));
    expect(body.statistics.total).toBe(total(rows));
    // Ten items by default, the ones seen most; `limit` asks for more, up to every object seen.
    const ranking = ranked(by(rows, (fact) => fact.item));
    expect(ranking.length).toBeGreaterThan(10);
    expect(body.statistics.items.map((item: Answer) => item.id)).toEqual(ranking.slice(0, 10).map(([id]) => id));
    const all = await post('objects/statistics', { period: MONTH, limit: 1000 });
    expect(all.body.statistics.items).toHaveLength(ranking.length);
    expect(all.body.statistics.items.reduce((sum: number, item: Answer) => sum + item.count, 0)).toBe(total(rows));
    expect(all.body.statistics.dynamics).toEqual(body.statistics.dynamics);
    const empty = await post('objects/statistics/channels', { period: WEEK, channel_types: ['PRESS'] });
    expect(empty.body).toEqual({ statistics: { total: 0, duration_seconds: 0, dynamics: [], items: [] } });
  });

  it('persons: the top, the statistics and the split agree; markers narrow to the persons of their stories', async () => {
    const rows = facts.person.filter(within(MONTH));
    const top = await post('persons/top', { period: MONTH, limit: 3 });
    expect(top.body.items.map((item: Answer) => [item.id, item.count])).toEqual(
      ranked(by(rows, (fact) => fact.item))
        .slice(0, 3)
        .map(([id, sum]) => [id, sum.n]),
    );
    expect(top.body.items[0]).toHaveProperty('position');
    const stats = await post('persons/statistics', { period: MONTH, persons: [101, 103, 104] });
    const chosen = rows.filter((fact) => [101, 103, 104].includes(fact.item));
    expect(stats.body.statistics.total).toBe(total(chosen));
    const split = await post('persons/statistics/channels', { period: MONTH, persons: [101, 103, 104], limit: 1000 });
    expect(split.body.statistics.items.reduce((sum: number, item: Answer) => sum + item.count, 0)).toBe(total(chosen));
    const db = ref.server.dataset.db;
    const ofMarker = new Set(
      (
        db
          .prepare(
            'SELECT sp.person_id AS id FROM story_person sp JOIN story_marker sm ON sm.story_id = sp.story_id WHERE sm.marker_id = 202',
          )
          .all() as { id: number }[]
      ).map((row) => row.id),
    );
    const marked = await post('persons/statistics', { period: MONTH, markers: [202] });
    expect(marked.body.statistics.total).toBe(total(rows.filter((fact) => ofMarker.has(fact.item))));
  });
});

describe('content on air', () => {
  it('the chart: each category a share of the channels monitored airtime, by date', async () => {
    const rows = facts.airtime.filter(within(WEEK));
    const { body } = await post('content/charts', { period: WEEK });
    expect(body.charts.duration_seconds).toBe(tvChannels.length * 7 * 86_400);
    const expected = [...by(rows, (fact) => fact.item)].sort((a, b) => b[1].seconds - a[1].seconds);
    expect(body.charts.items.map((item: Answer) => [item.category_id, item.duration_seconds])).toEqual(
      expected.map(([id, sum]) => [id, sum.seconds]),
    );
    const news = body.charts.items.find((item: Answer) => item.category_id === 1);
    expect(news.category_name).toBe('Новости');
    expect(news.share).toBe(Math.round((news.duration_seconds / body.charts.duration_seconds) * 1000) / 10);
    expect(news.dynamics).toHaveLength(7);
    const day = rows.filter((fact) => fact.item === 1 && fact.day === dayOf('2026-11-18'));
    expect(news.dynamics[2]).toEqual({
      date: '2026-11-18',
      duration_seconds: total(day, 'seconds'),
      share: Math.round((total(day, 'seconds') / (tvChannels.length * 86_400)) * 1000) / 10,
    });
    // Some categories only: the base stays the channels' whole airtime.
    const some = await post('content/charts', { period: WEEK, categories: [2, 3] });
    expect(some.body.charts.duration_seconds).toBe(body.charts.duration_seconds);
    expect(some.body.charts.items.map((item: Answer) => item.category_id).sort()).toEqual([2, 3]);
    const channel = await post('content/charts', { period: WEEK, channels: [tvChannels[0]] });
    expect(channel.body.charts.duration_seconds).toBe(7 * 86_400);
  });

  it('markers narrow the chart to the airings matched to content items about them', async () => {
    const rows = matched.filter(within(MONTH)).filter((fact) => fact.marker === 206);
    const { body } = await post('content/charts', { period: MONTH, markers: [206] });
    expect(body.charts.items.reduce((sum: number, item: Answer) => sum + item.duration_seconds, 0)).toBe(
      total(rows, 'seconds'),
    );
    expect(body.charts.duration_seconds).toBe(total(facts.airtime.filter(within(MONTH)), 'seconds'));
  });

  it('the statistics and their split by channel count the airings of the categories', async () => {
    const rows = facts.airtime.filter(within(WEEK)).filter((fact) => [1, 2, 3].includes(fact.item));
    const stats = (await post('content/statistics', { period: WEEK, categories: [1, 2, 3] })).body.statistics;
    expect(stats.total).toBe(total(rows));
    expect(stats.duration_seconds).toBe(total(rows, 'seconds'));
    expect(stats.items.map((item: Answer) => [item.category_id, item.count])).toEqual(
      ranked(by(rows, (fact) => fact.item)).map(([id, sum]) => [id, sum.n]),
    );
    const split = (await post('content/statistics/channels', { period: WEEK, categories: [1, 2, 3], limit: 1000 })).body
      .statistics;
    expect(split.items.map((item: Answer) => [item.id, item.count, item.duration_seconds])).toEqual(
      ranked(by(rows, (fact) => fact.channel)).map(([id, sum]) => [id, sum.n, sum.seconds]),
    );
    for (const item of split.items) expect(counts(item.dynamics)).toBe(item.count);
    // Without categories, as the channel filter asks: every channel the recogniser watched, no
    // dynamics per channel, the overall dynamics as ever.
    const every = (await post('content/statistics/channels', { period: WEEK, limit: 1000, channel_dynamics: false }))
      .body.statistics;
    expect(every.items.map((item: Answer) => item.id).sort((a: number, b: number) => a - b)).toEqual(tvChannels);
    expect(every.items.every((item: Answer) => item.dynamics.length === 0)).toBe(true);
    expect(counts(every.dynamics)).toBe(every.total);
    expect(every.dynamics).toHaveLength(7);
  });

  it('the airings behind a point add up to its figures, sorted by start, paged', async () => {
    const date = '2026-11-22';
    const rows = facts.airtime.filter((fact) => fact.day === dayOf(date) && fact.item === 2);
    const seen: Answer[] = [];
    let meta: Answer;
    for (let page = 1; page < 20; page++) {
      const { status, body } = await post('content/details', { period: WEEK, category_id: 2, date, page, limit: 40 });
      expect(status).toBe(200);
      meta = body.meta;
      seen.push(...body.items);
      if (body.items.length < 40) break;
    }
    expect(meta.total).toBe(total(rows));
    expect(seen).toHaveLength(total(rows));
    expect(seen.every((airing) => airing.category_id === 2 && airing.start.startsWith(date))).toBe(true);
    expect(seen.map((airing) => Date.parse(airing.start))).toEqual(
      seen.map((airing) => Date.parse(airing.start)).sort((a, b) => a - b),
    );
    for (const [channel, sum] of by(rows, (fact) => fact.channel)) {
      const own = seen.filter((airing) => airing.channel.id === channel);
      expect([own.length, own.reduce((s, airing) => s + airing.duration_seconds, 0)]).toEqual([sum.n, sum.seconds]);
    }
  });

  it('a whole series, today partial included, lists every airing of the category', async () => {
    const period = { start_date: '2026-11-20', end_date: '2026-11-27' };
    const rows = facts.airtime.filter(within(period)).filter((fact) => fact.item === 3);
    const seen: Answer[] = [];
    for (let page = 1; page < 30; page++) {
      const { body } = await post('content/details', { period, category_id: 3, page, limit: 100 });
      seen.push(...body.items);
      if (body.items.length < 100) break;
    }
    expect(seen).toHaveLength(total(rows));
    expect(seen.reduce((sum, airing) => sum + airing.duration_seconds, 0)).toBe(total(rows, 'seconds'));
    // The Russian Cup final, found on НТВ five days ago, with its studios.
    const final = seen.find((airing) => airing.content_id === 1460);
    expect(final).toMatchObject({
      channel: { id: 3, name: 'НТВ', type: 'TV' },
      start: '2026-11-22T15:45:00+03:00',
      end: '2026-11-22T17:30:00+03:00',
      duration_seconds: 6300,
      title: 'Футбол. Кубок России. Финал',
    });
    expect(
      seen.some(
        (airing) =>
          airing.title === 'Кубок России: послематчевая студия' && airing.start === '2026-11-22T17:50:00+03:00',
      ),
    ).toBe(true);
  });

  it('answers 404 for a category that does not exist and 400 for a date outside the period', async () => {
    expect((await post('content/details', { period: WEEK, category_id: 99 })).status).toBe(404);
    const outside = await post('content/details', { period: WEEK, category_id: 1, date: '2026-11-25' });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toHaveProperty('date');
  });

  it('the categories, in the language asked for and paged', async () => {
    const english = await ref.post('/api/v1/video/content/category/list', {}, token, { 'accept-language': 'en' });
    expect(english.body.items[2]).toEqual({ id: 3, name: 'Sport' });
    expect(english.body.meta).toEqual({ total: 10, page: 1, limit: 100 });
    expect(
      (await post('content/category/list', { page: 2, limit: 4 })).body.items.map((item: Answer) => item.id),
    ).toEqual([5, 6, 7, 8]);
  });
});

/** A small MP4 file: a movie header saying `seconds` long, and some media. */
function mp4(seconds: number, media = 2048): Buffer {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1')),
    box('mdat', Buffer.alloc(media)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

function upload(fields: { file?: Buffer; type?: string; title?: string; category_id?: string }, as = token) {
  const form = new FormData();
  if (fields.file)
    form.append('file', new Blob([new Uint8Array(fields.file)], { type: fields.type ?? 'video/mp4' }), 'spot.mp4');
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.category_id !== undefined) form.append('category_id', fields.category_id);
  return fetch(`${ref.url}/api/v1/video/content/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Answer }));
}

describe('catalogues', () => {
  it('objects: searched in any script, filtered by category, sorted and paged', async () => {
    const search = await post('objects/list', { search: 'аэро' });
    expect(search.body.items.map((item: Answer) => item.id)).toEqual([1301]);
    expect((await post('objects/list', { search: 'Aeroflot' })).body.items.map((item: Answer) => item.id)).toEqual([
      1301,
    ]);
    const logos = await post('objects/list', { category: 'logo', limit: 100 });
    const db = ref.server.dataset.db;
    expect(logos.body.meta.total).toBe(
      (db.prepare("SELECT count(*) AS n FROM video_object WHERE category = 'logo'").get() as { n: number }).n,
    );
    expect(logos.body.items.every((item: Answer) => item.category === 'logo')).toBe(true);
    const byName = await post('objects/list', { sort_by: 'name', sort_order: 'asc', limit: 100 });
    const names = byName.body.items.map((item: Answer) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await post('objects/list', { page: 2, limit: 5 });
    const first = await post('objects/list', { page: 1, limit: 10 });
    expect(second.body.items).toEqual(first.body.items.slice(5, 10));
  });

  it('an added object is listed at once, its thumbnail once its reference is processed; a name is taken once', async () => {
    const added = await post('objects/add', {
      name: 'Эмблема COP32',
      category: 'symbol',
      reference_image_url: 'https://media.example.org/cop32.png',
    });
    expect(added.status).toBe(200);
    expect(added.body.item).toMatchObject({
      name: 'Эмблема COP32',
      category: 'symbol',
      description: null,
      thumbnail_url: null,
      created_at: expect.stringMatching(/^2026-11-27T12:0\d:\d\d\+03:00$/),
    });
    const listed = await post('objects/list', { limit: 1 });
    expect(listed.body.items[0]).toEqual(added.body.item);
    ref.advance(10_000);
    expect((await post('objects/list', { search: 'COP32' })).body.items[0].thumbnail_url).toBe(
      `https://media.mediamonitor.local/video/objects/${added.body.item.id}.jpg`,
    );
    const again = await post('objects/add', {
      name: 'эмблема cop32',
      category: 'symbol',
      description: 'Та же эмблема',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ name: ['The name has already been taken.'] });
    expect((await post('objects/add', { name: 'Без описания', category: 'logo' })).status).toBe(400);
  });

  it('persons: "Orlov" finds «Михаил Орлов»; an added person is listed at once', async () => {
    const found = await post('persons/list', { search: 'Orlov', sort_by: 'name', sort_order: 'asc' });
    expect(found.body.items.map((item: Answer) => item.id)).toContain(101);
    expect((await post('persons/list', { search: 'Mansouri' })).body.items.map((item: Answer) => item.id)).toContain(
      104,
    );
    const added = await post('persons/add', {
      name: 'Анна Журавлёва',
      position: 'пресс-секретарь',
      reference_image_url: 'https://media.example.org/portrait.jpg',
    });
    expect(added.body.item).toMatchObject({
      name: 'Анна Журавлёва',
      position: 'пресс-секретарь',
      created_at: expect.stringMatching(/^2026-11-27T12:0\d:\d\d\+03:00$/),
    });
    expect(added.body.item.id).toBeGreaterThan(1351);
    expect((await post('persons/list', { limit: 1 })).body.items[0]).toEqual(added.body.item);
    expect((await post('persons/add', { name: 'Без фото' })).status).toBe(400);
  });

  it('content: filtered by category and origin, sorted by duration', async () => {
    const db = ref.server.dataset.db;
    const uploadedAds = (
      db.prepare("SELECT count(*) AS n FROM video_content WHERE category_id = 2 AND origin = 'uploaded'").get() as {
        n: number;
      }
    ).n;
    const ads = await post('content/list', { category_id: 2, origin: 'uploaded', limit: 100 });
    expect(ads.body.meta.total).toBe(uploadedAds);
    expect(ads.body.items.every((item: Answer) => item.category.id === 2 && item.origin === 'uploaded')).toBe(true);
    expect(ads.body.items.some((item: Answer) => item.state === 'failed' && item.duration_seconds === null)).toBe(true);
    const longest = await post('content/list', { sort_by: 'duration_seconds', sort_order: 'desc', limit: 3 });
    expect(longest.body.items[0].duration_seconds).toBe(
      Math.max(
        ...(db.prepare('SELECT duration FROM video_content WHERE fails = 0').all() as { duration: number }[]).map(
          (row) => row.duration,
        ),
      ),
    );
    expect((await post('content/list', { search: 'кубок' })).body.items.map((item: Answer) => item.id)).toContain(1460);
  });

  it('an uploaded video is queued, processed, then done with its length; other files are refused', async () => {
    const { status, body } = await upload({
      file: mp4(30),
      title: 'Аэрофлот — весенний ролик, 30 с',
      category_id: '2',
    });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({
      title: 'Аэрофлот — весенний ролик, 30 с',
      category: { id: 2, name: 'Реклама' },
      origin: 'uploaded',
      state: 'queued',
      duration_seconds: null,
      thumbnail_url: null,
    });
    const listed = async () => (await post('content/list', { limit: 1 })).body.items[0];
    expect(await listed()).toEqual(body.item);
    ref.advance(3_000);
    expect((await listed()).state).toBe('processing');
    ref.advance(5_000);
    expect(await listed()).toMatchObject({
      id: body.item.id,
      state: 'done',
      duration_seconds: 30,
      thumbnail_url: `https://media.mediamonitor.local/video/content/${body.item.id}.jpg`,
    });
    const text = await upload({
      file: Buffer.from('not a video'),
      type: 'text/plain',
      title: 'Текст',
      category_id: '2',
    });
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual({ file: ['The file must be a file of type: mp4, mov, mkv.'] });
    const category = await upload({ file: mp4(5), title: 'Ролик', category_id: '77' });
    expect(category.body.errors).toEqual({ category_id: ['The selected category id is invalid.'] });
    expect((await upload({ title: 'Без файла', category_id: '2' })).body.errors).toHaveProperty('file');
  });

  it('a file over the limit answers 413', async () => {
    const limit = CONTENT_UPLOAD.maxBytes;
    CONTENT_UPLOAD.maxBytes = 4096;
    try {
      const { status, body } = await upload({ file: mp4(60, 10_000), title: 'Слишком большой', category_id: '2' });
      expect(status).toBe(413);
      expect(body.code).toBe('payload_too_large');
    } finally {
      CONTENT_UPLOAD.maxBytes = limit;
    }
  });
});

async function download(id: number, format: string, as = token) {
  const response = await ref.get(`/api/v1/video/report/${id}/download?file_format=${format}`, as);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    name: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('report tasks', () => {
  it('a task moves from queued to done as the clock goes on; its file downloads in every format', async () => {
    const order = {
      type: 'objects',
      period: WEEK,
      filters: { channel_types: ['TV'], objects: [1301, 1303, 1307], channels: [] },
      file_format: 'pdf',
    };
    const { status, body } = await post('report/task/add', order);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({
      type: 'objects',
      title: 'Объекты в эфире, 16.11.2026–22.11.2026',
      period: WEEK,
      filters: { channel_types: ['TV'], objects: [1301, 1303, 1307] },
      state: 'queued',
      finished_at: null,
      error: null,
    });
    const id = body.item.id as number;
    const state = async () =>
      (await post('report/task/list', { limit: 100 })).body.items.find((item: Answer) => item.id === id);
    expect((await state()).state).toBe('queued');
    expect((await download(id, 'pdf')).status).toBe(409);
    ref.advance(2_500);
    expect((await state()).state).toBe('processing');
    const early = await ref.get(`/api/v1/video/report/${id}/download?file_format=csv`, token);
    expect([early.status, ((await early.json()) as Answer).code]).toEqual([409, 'report_not_ready']);
    ref.advance(5_000);
    const done = await state();
    expect(done.state).toBe('done');
    expect(done.finished_at).not.toBeNull();

    const rows = facts.object.filter(within(WEEK)).filter((fact) => [1301, 1303, 1307].includes(fact.item));
    const expected = ranked(by(rows, (fact) => fact.item)).map(([, sum]) => sum.n);
    const csv = await download(id, 'csv');
    expect([csv.status, csv.type, csv.name]).toEqual([
      200,
      'text/csv',
      `attachment; filename="video-report-${id}.csv"`,
    ]);
    const records = parse(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    const counted = records
      .map((record) => Number(record.at(-2)?.replace(/\s/g, '')))
      .filter((value) => Number.isFinite(value) && value > 0);
    expect(counted).toEqual(expected);

    const xlsx = await download(id, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const numbers: number[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => typeof cell.value === 'number' && numbers.push(cell.value)),
    );
    expect(numbers).toEqual(expected);

    const docx = await download(id, 'docx');
    const document = strFromU8(unzipSync(new Uint8Array(docx.bytes))['word/document.xml']!);
    expect(document).toContain('Аэрофлот');

    const pdf = await download(id, 'pdf');
    expect(pdf.type).toBe('application/pdf');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const file = await pdfjs.getDocument({ data: new Uint8Array(pdf.bytes), isEvalSupported: false }).promise;
    const text = (await (await file.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    await file.destroy();
    expect(text).toContain('Northwind Air');
  });

  it('a task without a title is named after its type and period; a long summary fails with its reason', async () => {
    const named = await ref.post(
      '/api/v1/video/report/task/add',
      { type: 'summary', period: WEEK, file_format: 'docx' },
      token,
      { 'accept-language': 'en' },
    );
    expect(named.body.item.title).toBe('Summary report, 16.11.2026–22.11.2026');
    const long = await post('report/task/add', {
      type: 'summary',
      period: { start_date: '2026-06-01', end_date: '2026-11-26' },
      file_format: 'pdf',
    });
    ref.advance(30_000);
    const failed = (await post('report/task/list', { state: 'failed', limit: 100 })).body.items.find(
      (item: Answer) => item.id === long.body.item.id,
    );
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'Отчёт не сформирован за отведённые 30 минут. Сократите период и повторите.',
    });
    const refused = await download(long.body.item.id, 'pdf');
    expect([refused.status, JSON.parse(refused.bytes.toString()).code]).toEqual([409, 'report_failed']);
  });

  it('the list: the history with the contract examples, filtered, sorted and paged', async () => {
    const all = (await post('report/task/list', { limit: 100 })).body;
    expect(all.items.map((item: Answer) => item.id)).toEqual(expect.arrayContaining([801, 802, 803, 804, 805, 806]));
    const created = all.items.map((item: Answer) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const failed = (await post('report/task/list', { state: 'failed', limit: 100 })).body;
    expect(failed.items.every((item: Answer) => item.state === 'failed' && item.error)).toBe(true);
    expect(failed.items.map((item: Answer) => item.id)).toContain(803);
    const persons = (await post('report/task/list', { type: 'persons', limit: 100 })).body;
    expect(persons.items.every((item: Answer) => item.type === 'persons')).toBe(true);
    const finished = (
      await post('report/task/list', { sort_by: 'finished_at', sort_order: 'asc', limit: 100 })
    ).body.items.map((item: Answer) => item.finished_at);
    expect(finished).toEqual([...finished].sort());
    expect((await post('report/task/list', { page: 2, limit: 3 })).body.items).toEqual(all.items.slice(3, 6));
  });

  it("404 for another user's task and for none; 400 for an unknown object", async () => {
    const anna = await ref.login(ANNA);
    const theirs = await post('report/task/add', { type: 'content', period: WEEK, file_format: 'csv' }, anna);
    ref.advance(10_000);
    expect((await download(theirs.body.item.id, 'csv', anna)).status).toBe(200);
    expect((await download(theirs.body.item.id, 'csv')).status).toBe(404);
    expect((await download(999_999, 'csv')).status).toBe(404);
    expect((await download(801, 'zip')).status).toBe(400);
    const unknown = await post('report/task/add', {
      type: 'objects',
      period: WEEK,
      filters: { objects: [1301, 9999] },
      file_format: 'pdf',
    });
    expect([unknown.status, unknown.body.errors]).toEqual([
      400,
      { 'filters.objects.1': ['The selected object is invalid.'] },
    ]);
    expect(
      (
        await post('report/task/add', {
          type: 'objects',
          period: WEEK,
          filters: { channel_types: ['RADIO'] },
          file_format: 'pdf',
        })
      ).status,
    ).toBe(400);
  });
});

describe('permissions', () => {
  it('an account without the video keys gets 403 on every video call', async () => {
    const music = await ref.login(JAMES);
    for (const path of ['objects/top', 'persons/list', 'content/charts', 'content/category/list', 'report/task/list'])
      expect((await post(path, {}, music)).status).toBe(403);
    expect((await download(801, 'pdf', music)).status).toBe(403);
    expect((await upload({ file: mp4(5), title: 'Ролик', category_id: '2' }, music)).status).toBe(403);
  });

  it('video opens search and reports, video_infopole the overview, persons and objects', async () => {
    const db = ref.server.dataset.db;
    const insert = db.prepare(
      "INSERT INTO account (id, section, email, first_name, last_name, phone, role, permissions, password_hash, created_at) VALUES (?, 'cabinet', ?, 'Test', 'Account', '+7 495 000-00-00', NULL, ?, ?, '2026-01-01T00:00:00+03:00')",
    );
    insert.run(1901, 'video.only@example.org', '{"video":true}', hashPassword('Secret-2026'));
    insert.run(1902, 'analytics.only@example.org', '{"video_infopole":true}', hashPassword('Secret-2026'));
    const search = await ref.login({ email: 'video.only@example.org', password: 'Secret-2026' });
    const analytics = await ref.login({ email: 'analytics.only@example.org', password: 'Secret-2026' });
    expect((await post('content/list', {}, search)).status).toBe(200);
    expect((await post('report/task/list', {}, search)).status).toBe(200);
    expect((await post('content/statistics/channels', { period: WEEK }, search)).status).toBe(200);
    expect((await post('objects/top', {}, search)).status).toBe(403);
    expect((await post('persons/statistics', {}, search)).status).toBe(403);
    expect((await post('objects/top', {}, analytics)).status).toBe(200);
    expect((await post('persons/list', {}, analytics)).status).toBe(200);
    expect((await post('content/list', {}, analytics)).status).toBe(403);
    expect(
      (await post('report/task/add', { type: 'objects', period: WEEK, file_format: 'pdf' }, analytics)).status,
    ).toBe(403);
  });
});

describe('dates', () => {
  it('the default period is Monday of this week through today', async () => {
    const { body } = await post('persons/statistics', {});
    expect(body.statistics.dynamics.map((point: Answer) => point.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      dateOf(TODAY),
    ]);
  });
});
