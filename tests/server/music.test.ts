// @vitest-environment node
// The music section of the reference backend against figures worked out here, in JavaScript, from
// the raw rows of the tiny dataset (the plays by channel, day and track; the stories and their
// tracks): every filter narrows what it should, the blocks agree with each other, single plays add
// up to the rollups, report files open, and uploads move through their states with the clock.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOf, dayOf } from '../../server/data/calendar.js';
import { openDataset } from '../../server/data/dataset.js';
import { music as musicDomain } from '../../server/data/music.js';
import { ADMIN, IGOR, JAMES, PINNED, startReference, type Answer, type Reference } from './helpers.js';

let ref: Reference;
let token: string;
let folder: string;

interface Fact {
  day: number;
  channel: number;
  type: string;
  track: number;
  artist: string;
  title: string;
  theme: number;
  duration: number;
  plays: number;
}
let facts: Fact[];
let storyTracks: Map<number, { theme: number; born: number; ends: number; title: string; tracks: Set<number> }>;
let markerTracks: Map<number, Set<number>>;

const TODAY = dayOf('2026-11-27');
const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };
const MONTH = { start_date: '2026-10-29', end_date: '2026-11-27' };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'music-test-'));
  ref = await startReference({ files: folder });
  token = await ref.login();
  const db = ref.server.dataset.db;
  facts = db
    .prepare(
      `SELECT p.day, p.channel_id AS channel, c.type, p.track_id AS track, a.name AS artist, t.title, t.theme_id AS theme, min(t.duration, 275) AS duration, p.plays
       FROM music_play p JOIN channel c ON c.id = p.channel_id JOIN music_track t ON t.id = p.track_id JOIN music_artist a ON a.id = t.artist_id`,
    )
    .all() as Fact[];
  storyTracks = new Map();
  for (const row of db
    .prepare(
      'SELECT s.id, s.theme_id, s.born, s.ends, s.title, st.track_id FROM music_story s JOIN music_story_track st ON st.story_id = s.id',
    )
    .all() as { id: number; theme_id: number; born: number; ends: number; title: string; track_id: number }[]) {
    const story = storyTracks.get(row.id) ?? {
      theme: row.theme_id,
      born: row.born,
      ends: row.ends,
      title: row.title,
      tracks: new Set<number>(),
    };
    story.tracks.add(row.track_id);
    storyTracks.set(row.id, story);
  }
  markerTracks = new Map();
  for (const row of db
    .prepare(
      'SELECT sm.marker_id, st.track_id FROM music_story_marker sm JOIN music_story_track st ON st.story_id = sm.story_id',
    )
    .all() as { marker_id: number; track_id: number }[]) {
    markerTracks.set(row.marker_id, (markerTracks.get(row.marker_id) ?? new Set()).add(row.track_id));
  }
});
afterAll(async () => {
  await ref.close();
  rmSync(folder, { recursive: true, force: true });
});

const inPeriod = (period: { start_date: string; end_date: string }) => (fact: Fact) =>
  fact.day >= dayOf(period.start_date) && fact.day <= dayOf(period.end_date);
const sum = (rows: Fact[]) => rows.reduce((total, row) => total + row.plays, 0);
function groupSum<K>(rows: Fact[], key: (fact: Fact) => K): Map<K, number> {
  const map = new Map<K, number>();
  for (const row of rows) map.set(key(row), (map.get(key(row)) ?? 0) + row.plays);
  return map;
}
const ranked = <K>(map: Map<K, number>) =>
  [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
const post = (path: string, body?: unknown, as = token) => ref.post(path, body, as);

describe('the tiny dataset', () => {
  it('has plays every day up to today, today partial, on radio and TV only', () => {
    const byDay = groupSum(facts, (fact) => fact.day);
    expect(Math.max(...byDay.keys())).toBe(TODAY);
    expect(byDay.get(TODAY)!).toBeLessThan(byDay.get(TODAY - 7)! * 0.75);
    expect(byDay.get(TODAY)!).toBeGreaterThan(0);
    expect(new Set(facts.map((fact) => fact.type))).toEqual(new Set(['RADIO', 'TV']));
  });

  it('keeps the rollups equal to the plays they sum', () => {
    const db = ref.server.dataset.db;
    const byDayTrack = groupSum(facts, (fact) => `${fact.day}:${fact.type}:${fact.track}`);
    const rolled = db.prepare('SELECT day, type, track_id, plays FROM music_track_day').all() as {
      day: number;
      type: string;
      track_id: number;
      plays: number;
    }[];
    expect(rolled.length).toBe(byDayTrack.size);
    for (const row of rolled) expect(row.plays).toBe(byDayTrack.get(`${row.day}:${row.type}:${row.track_id}`));
    const channelDays = db.prepare('SELECT day, channel_id, plays FROM music_channel_day').all() as {
      day: number;
      channel_id: number;
      plays: number;
    }[];
    const byChannelDay = groupSum(facts, (fact) => `${fact.day}:${fact.channel}`);
    for (const row of channelDays) expect(row.plays).toBe(byChannelDay.get(`${row.day}:${row.channel_id}`) ?? 0);
    const month = db
      .prepare('SELECT sum(plays) FROM music_track_month WHERE month = ?')
      .pluck()
      .get(dayOf('2026-10-01'));
    expect(month).toBe(sum(facts.filter(inPeriod({ start_date: '2026-10-01', end_date: '2026-10-31' }))));
    // A channel's plays of a track a month.
    const october = facts.filter(inPeriod({ start_date: '2026-10-01', end_date: '2026-10-31' }));
    const byChannelTrack = groupSum(october, (fact) => `${fact.channel}:${fact.track}`);
    const channelMonths = db
      .prepare('SELECT channel_id, track_id, plays FROM music_play_month WHERE month = ?')
      .all(dayOf('2026-10-01')) as { channel_id: number; track_id: number; plays: number }[];
    expect(channelMonths.length).toBe(byChannelTrack.size);
    for (const row of channelMonths) expect(row.plays).toBe(byChannelTrack.get(`${row.channel_id}:${row.track_id}`));
  });

  it('holds the contract’s example uploads and tracks with valid ISRCs', () => {
    const db = ref.server.dataset.db;
    const isrcs = db.prepare('SELECT isrc FROM music_track').pluck().all() as string[];
    expect(isrcs.length).toBeGreaterThan(300);
    for (const isrc of isrcs) expect(isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/);
    expect(db.prepare('SELECT title, isrc FROM music_track WHERE id = 1101').get()).toEqual({
      title: 'Северный ветер',
      isrc: 'RUB422600101',
    });
    expect(db.prepare('SELECT file_name FROM music_upload WHERE id = 1132').pluck().get()).toBe(
      'ella_brooks_slow_motion.mp3',
    );
  });
});

describe('airplay statistics', () => {
  it('total, dynamics, top tracks and artists as the rows add up', async () => {
    const rows = facts.filter(inPeriod(WEEK));
    const { status, body } = await post('/api/v1/music/statistics', { period: WEEK, limit: 5 });
    expect(status).toBe(200);
    expect(body.statistics.total).toBe(sum(rows));
    expect(body.statistics.dynamics).toEqual(
      [...Array(7)].map((_, i) => ({
        date: dateOf(dayOf(WEEK.start_date) + i),
        count: sum(rows.filter((fact) => fact.day === dayOf(WEEK.start_date) + i)),
      })),
    );
    expect(body.statistics.items.map((item: Answer) => [item.track_id, item.plays])).toEqual(
      ranked(groupSum(rows, (fact) => fact.track)).slice(0, 5),
    );
    expect(body.statistics.artists.map((item: Answer) => item.plays)).toEqual(
      ranked(groupSum(rows, (fact) => fact.artist))
        .slice(0, 5)
        .map(([, plays]) => plays),
    );
    const tops = body.statistics.items.reduce((total: number, item: Answer) => total + item.plays, 0);
    expect(tops).toBeLessThanOrEqual(body.statistics.total);
  });

  it('channels, channel and content types and markers narrow; a month reads the same as its days', async () => {
    const month = facts.filter(inPeriod(MONTH));
    const channel = ranked(groupSum(month, (fact) => fact.channel))[1]![0];
    const narrowed = await post('/api/v1/music/statistics', { period: MONTH, channels: [channel] });
    expect(narrowed.body.statistics.total).toBe(sum(month.filter((fact) => fact.channel === channel)));
    const tv = await post('/api/v1/music/statistics', { period: MONTH, channel_types: ['TV'] });
    const video = await post('/api/v1/music/statistics', { period: MONTH, content_type: ['video'] });
    expect(tv.body.statistics.total).toBe(sum(month.filter((fact) => fact.type === 'TV')));
    expect(video.body.statistics.total).toBe(tv.body.statistics.total);
    expect(
      (await post('/api/v1/music/statistics', { period: MONTH, content_type: ['text'] })).body.statistics.total,
    ).toBe(0);
    const [marker, tracks] = [...markerTracks][0]!;
    const marked = await post('/api/v1/music/statistics', { period: MONTH, markers: [marker], limit: 3 });
    expect(marked.body.statistics.total).toBe(sum(month.filter((fact) => tracks.has(fact.track))));
    const year = { start_date: '2026-09-15', end_date: '2026-11-27' };
    const long = await post('/api/v1/music/statistics', { period: year, limit: 3 });
    expect(long.body.statistics.items.map((item: Answer) => [item.track_id, item.plays])).toEqual(
      ranked(groupSum(facts.filter(inPeriod(year)), (fact) => fact.track)).slice(0, 3),
    );
    // With a channel chosen too: its whole months from the channels' monthly rollup, the edges by day.
    const ofChannel = facts.filter(inPeriod(year)).filter((fact) => fact.channel === channel);
    const longChannel = await post('/api/v1/music/statistics', { period: year, channels: [channel], limit: 5 });
    expect(longChannel.body.statistics.items.map((item: Answer) => [item.track_id, item.plays])).toEqual(
      ranked(groupSum(ofChannel, (fact) => fact.track)).slice(0, 5),
    );
  });

  it('every block agrees: statistics, themes, the info block, the report and the playlist', async () => {
    const statistics = await post('/api/v1/music/statistics', { period: WEEK, channels: [4] });
    const themes = await post('/api/v1/music/themes/top/list', { period: WEEK, channels: [4], limit: 100 });
    const infoBlock = await post('/api/v1/info/music/get', { period: WEEK, channels: [4], limit: 1000 });
    const report = await post('/api/v1/music/report', { period: WEEK, channels: [4], limit: 1 });
    const playlist = await post('/api/v1/playlist/get_data', { channel_id: 4, period: WEEK, limit: 1 });
    const total = statistics.body.statistics.total;
    expect(total).toBe(sum(facts.filter(inPeriod(WEEK)).filter((fact) => fact.channel === 4)));
    expect(themes.body.items.reduce((n: number, item: Answer) => n + item.count, 0)).toBe(total);
    expect(infoBlock.body.total_plays).toBe(total);
    expect(infoBlock.body.items.reduce((n: number, item: Answer) => n + item.plays, 0)).toBe(total);
    expect(report.body.meta.total).toBe(total);
    expect(playlist.body.meta.total).toBe(total);
  });
});

describe('genres, stories and the info block', () => {
  it('themes rank genres by plays, in the language asked for', async () => {
    const rows = facts.filter(inPeriod(WEEK));
    const { body } = await post('/api/v1/music/themes/top/list', { period: WEEK, limit: 3 });
    expect(body.items.map((item: Answer) => [item.id, item.count])).toEqual(
      ranked(groupSum(rows, (fact) => fact.theme)).slice(0, 3),
    );
    const english = await ref.post('/api/v1/music/themes/top/list', { period: WEEK, limit: 1 }, token, {
      'accept-language': 'en',
    });
    expect(english.body.items[0]).toEqual(expect.objectContaining({ id: 401, name: 'Pop' }));
    expect(
      (await post('/api/v1/music/themes/top/list', { period: WEEK, channel_types: ['TELEGRAM'] })).body.items,
    ).toEqual([]);
  });

  it('stories count their tracks’ plays while they live, paged and sorted', async () => {
    const start = dayOf(WEEK.start_date);
    const end = dayOf(WEEK.end_date);
    const expected = new Map<number, { count: number; first: number; title: string }>();
    for (const [id, story] of storyTracks) {
      const rows = facts.filter(
        (fact) =>
          story.tracks.has(fact.track) &&
          fact.day >= Math.max(start, story.born) &&
          fact.day <= Math.min(end, story.ends),
      );
      if (rows.length > 0)
        expected.set(id, { count: sum(rows), first: Math.min(...rows.map((row) => row.day)), title: story.title });
    }
    const seen: Answer[] = [];
    for (let page = 1; page < 40; page++) {
      const { body } = await post('/api/v1/music/stories/list', { period: WEEK, page, limit: 4 });
      expect(body.meta.total).toBe(expected.size);
      seen.push(...body.items);
      if (body.items.length < 4) break;
    }
    expect(seen.map((item) => item.id)).toEqual(
      [...expected].sort((a, b) => b[1].count - a[1].count || b[0] - a[0]).map(([id]) => id),
    );
    for (const item of seen) expect(item.first_played_on).toBe(dateOf(expected.get(item.id)!.first));
    const byTitle = await post('/api/v1/music/stories/list', {
      period: WEEK,
      sort_by: 'title',
      sort_order: 'asc',
      limit: 100,
    });
    const titles = byTitle.body.items.map((item: Answer) => item.title as string);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const pop = await post('/api/v1/music/stories/list', { period: WEEK, theme_id: 401, limit: 100 });
    expect(pop.body.items.map((item: Answer) => item.id).sort()).toEqual(
      [...expected.keys()].filter((id) => storyTracks.get(id)!.theme === 401).sort(),
    );
  });

  it('the info block: top tracks with their plays per channel; the music section needs its key', async () => {
    const igor = await ref.login(IGOR);
    const rows = facts.filter(inPeriod(WEEK));
    const { status, body } = await post('/api/v1/info/music/get', { period: WEEK, limit: 3 }, igor);
    expect(status).toBe(200);
    expect(body.total_plays).toBe(sum(rows));
    const first = body.items[0];
    const top = ranked(groupSum(rows, (fact) => fact.track))[0]!;
    expect(first.plays).toBe(top[1]);
    expect(first.channels).toEqual(
      ranked(
        groupSum(
          rows.filter((fact) => fact.track === top[0]),
          (fact) => fact.channel,
        ),
      ).map(([channel_id, plays]) => ({ channel_id, plays })),
    );
    // Over whole months too (read from the plays by channel and month), every channel type or one.
    const long = { start_date: '2026-09-15', end_date: '2026-11-27' };
    for (const types of [undefined, ['RADIO']]) {
      const kept = facts.filter(inPeriod(long)).filter((fact) => !types || types.includes(fact.type));
      const answer = await post('/api/v1/info/music/get', { period: long, channel_types: types, limit: 5 }, igor);
      expect(answer.body.items.length).toBeGreaterThan(0);
      const top = ranked(groupSum(kept, (fact) => fact.track)).slice(0, 5);
      expect(answer.body.items.map((item: Answer) => item.plays)).toEqual(top.map(([, plays]) => plays));
      top.forEach(([track], index) => {
        const rows = kept.filter((fact) => fact.track === track);
        expect(answer.body.items[index].channels).toEqual(
          ranked(groupSum(rows, (fact) => fact.channel)).map(([channel_id, plays]) => ({ channel_id, plays })),
        );
      });
    }
    expect((await post('/api/v1/music/statistics', {}, igor)).status).toBe(403);
    const james = await ref.login(JAMES);
    expect((await post('/api/v1/info/music/get', {}, james)).status).toBe(403);
    expect((await post('/api/v1/music/statistics', {}, james)).status).toBe(200);
  });
});

/** Every page of a list, `limit` at a time. */
async function allPages(
  path: string,
  body: Record<string, unknown>,
  limit = 100,
): Promise<{ items: Answer[]; total: number }> {
  const items: Answer[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const answer = await post(path, { ...body, page, limit });
    expect(answer.status).toBe(200);
    total = answer.body.meta.total;
    items.push(...answer.body.items);
    if (items.length >= total) break;
  }
  return { items, total };
}

const countBy = (items: Answer[], key: (item: Answer) => string) => {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return map;
};

describe('the airplay report and the playlist', () => {
  const DAY = { start_date: '2026-11-20', end_date: '2026-11-20' };

  it('a channel-day’s playlist is its rollup rows, play by play, in time order without overlaps', async () => {
    const { items, total } = await allPages('/api/v1/playlist/get_data', { channel_id: 4, period: DAY });
    const rows = facts.filter(inPeriod(DAY)).filter((fact) => fact.channel === 4);
    expect(total).toBe(sum(rows));
    expect(items).toHaveLength(total);
    expect(countBy(items, (item) => `${item.artist}|${item.title}`)).toEqual(
      groupSum(rows, (fact) => `${fact.artist}|${fact.title}`),
    );
    const starts = items.map((item) => Date.parse(item.played_at));
    for (let i = 1; i < items.length; i++) {
      expect(starts[i]!).toBeLessThan(starts[i - 1]!);
      expect(starts[i]! + items[i].duration_seconds * 1000).toBeLessThanOrEqual(starts[i - 1]!);
    }
    for (const item of items) expect(item.played_at.slice(0, 10)).toBe('2026-11-20');
  });

  it('today’s playlist stops at the current minute; the period defaults to this week', async () => {
    const today = await post('/api/v1/playlist/get_data', { channel_id: 4, limit: 1 });
    expect(today.body.items[0].played_at < '2026-11-27T12:01:00+03:00').toBe(true);
    const week = facts
      .filter(inPeriod({ start_date: '2026-11-23', end_date: '2026-11-27' }))
      .filter((fact) => fact.channel === 4);
    expect(today.body.meta.total).toBe(sum(week));
    expect((await post('/api/v1/playlist/get_data', { channel_id: 999_999 })).status).toBe(404);
  });

  it('the playlist search matches the artist or the title in any case and script', async () => {
    const rows = facts.filter(inPeriod(WEEK)).filter((fact) => fact.channel === 4);
    const artist = ranked(
      groupSum(
        rows.filter((fact) => /[а-я]/i.test(fact.artist)),
        (fact) => fact.artist,
      ),
    )[0]![0];
    const needle = artist.split(' ')[0]!.toLowerCase();
    const found = await post('/api/v1/playlist/get_data', {
      channel_id: 4,
      period: WEEK,
      search: needle,
      sort_by: 'artist',
      sort_order: 'asc',
    });
    expect(found.body.meta.total).toBe(
      sum(
        rows.filter((fact) => fact.artist.toLowerCase().includes(needle) || fact.title.toLowerCase().includes(needle)),
      ),
    );
  });

  it('report pages cover every play once, in the order asked for', async () => {
    const period = { start_date: '2026-11-21', end_date: '2026-11-22' };
    const rows = facts.filter(inPeriod(period)).filter((fact) => fact.channel === 4 || fact.channel === 14);
    for (const [sort_by, key] of [
      ['played_at', (item: Answer) => item.played_at],
      ['artist', (item: Answer) => item.artist],
      ['channel', (item: Answer) => item.channel.name],
      ['duration_seconds', (item: Answer) => item.duration_seconds],
    ] as const) {
      for (const sort_order of ['asc', 'desc']) {
        const { items, total } = await allPages('/api/v1/music/report', {
          period,
          channels: [4, 14],
          sort_by,
          sort_order,
        });
        expect(total).toBe(sum(rows));
        expect(countBy(items, (item) => `${item.channel.id}|${item.track_id}`)).toEqual(
          groupSum(rows, (fact) => `${fact.channel}|${fact.track}`),
        );
        const keys = items.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(sort_order === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('artists and tracks narrow the report; without channels it spans every channel', async () => {
    const rows = facts.filter(inPeriod(WEEK));
    const artist = await post('/api/v1/music/report', { period: WEEK, artists: ['Ольга Серова'], limit: 5 });
    expect(artist.body.meta.total).toBe(sum(rows.filter((fact) => fact.artist === 'Ольга Серова')));
    expect(artist.body.items.every((item: Answer) => item.artist === 'Ольга Серова')).toBe(true);
    const track = await post('/api/v1/music/report', {
      period: WEEK,
      tracks: [1101, 1109],
      limit: 100,
      sort_by: 'title',
      sort_order: 'asc',
    });
    expect(track.body.meta.total).toBe(sum(rows.filter((fact) => fact.track === 1101 || fact.track === 1109)));
    expect(new Set(track.body.items.map((item: Answer) => item.track_id))).toEqual(
      new Set([1101, 1109].filter((id) => rows.some((fact) => fact.track === id))),
    );
    const both = await post('/api/v1/music/report', { period: WEEK, artists: ['Ольга Серова'], tracks: [1109] });
    expect(both.body.meta.total).toBe(0);
    const all = await post('/api/v1/music/report', { period: WEEK, page: 3, limit: 7 });
    expect(all.body.meta.total).toBe(sum(rows));
    expect(all.body.items).toHaveLength(7);
    const admin = await ref.signin(ADMIN);
    expect((await ref.post('/api/v1/music/report', { period: WEEK, limit: 1 }, admin)).body.meta.total).toBe(sum(rows));
  });

  it('downloads the report in each format, each a file its reader opens', async () => {
    const request = { period: { start_date: '2026-11-20', end_date: '2026-11-20' }, channels: [14] };
    const rows = facts.filter(inPeriod(request.period)).filter((fact) => fact.channel === 14);
    const artist = rows[0]!.artist;
    const download = async (file_format: string) => {
      const response = await fetch(`${ref.url}/api/v1/music/report/download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, file_format }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`.${file_format}`);
      return Buffer.from(await response.arrayBuffer());
    };
    const csv = parse(await download('csv'), { bom: true }) as string[][];
    expect(csv.length - 1).toBe(sum(rows));
    expect(csv.some((line) => line.includes(artist))).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await download('xlsx')).buffer);
    const values = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(values).toContain(artist);
    const docx = unzipSync(new Uint8Array(await download('docx')));
    expect(strFromU8(docx['word/document.xml']!)).toContain(rows[0]!.title);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(await download('pdf')), isEvalSupported: false })
      .promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    expect(text).toContain('Отчёт об эфирах');
    await pdf.destroy();
    const wrong = await post('/api/v1/music/report/download', { ...request, file_format: 'rtf' });
    expect(wrong.status).toBe(400);
  });

  it('requests that break the contract answer 400', async () => {
    const reversed = await post('/api/v1/music/report', {
      period: { start_date: '2026-11-20', end_date: '2026-11-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty(['period.start_date']);
    expect((await post('/api/v1/music/report', { sort_by: 'mood' })).status).toBe(400);
    expect((await post('/api/v1/playlist/get_data', { period: WEEK })).status).toBe(400);
    expect((await post('/api/v1/music/stories/list', { limit: 500 })).status).toBe(400);
  });
});

/** A WAV file of silence: 8 kHz, 8 bits, mono, with an INFO list when tags are given. */
function wav(seconds: number, tags?: { artist: string; title: string }): Buffer {
  const chunk = (id: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(id, 'latin1'),
      Buffer.from(Uint32Array.of(body.length).buffer),
      body,
      Buffer.alloc(body.length % 2),
    ]);
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0);
  format.writeUInt16LE(1, 2);
  format.writeUInt32LE(8000, 4);
  format.writeUInt32LE(8000, 8);
  format.writeUInt16LE(1, 12);
  format.writeUInt16LE(8, 14);
  const info = tags
    ? [
        chunk(
          'LIST',
          Buffer.concat([
            Buffer.from('INFO'),
            chunk('IART', Buffer.from(`${tags.artist}\0`)),
            chunk('INAM', Buffer.from(`${tags.title}\0`)),
          ]),
        ),
      ]
    : [];
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    chunk('fmt ', format),
    chunk('data', Buffer.alloc(8000 * seconds, 128)),
    ...info,
  ]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from(Uint32Array.of(body.length).buffer), body]);
}

async function upload(
  path: string,
  parts: Record<string, string | [Uint8Array, string, string][]>,
  as: string,
): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else for (const [bytes, filename, type] of value) form.append(name, new Blob([bytes], { type }), filename);
  }
  const response = await fetch(`${ref.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('uploads', () => {
  it('a cabinet upload is queued, shows in the history, then processing and done as the clock moves', async () => {
    const james = await ref.login(JAMES);
    const sent = await upload(
      '/api/v1/music/upload/track',
      {
        file: [[wav(12), 'brooks_new_light.wav', 'audio/wav']],
        artist: 'Ella Brooks',
        title: 'New Light',
        isrc: 'GBARL2601299',
      },
      james,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.item).toEqual(
      expect.objectContaining({
        file_name: 'brooks_new_light.wav',
        artist: 'Ella Brooks',
        title: 'New Light',
        isrc: 'GBARL2601299',
        state: 'queued',
        duration_seconds: null,
        error: null,
      }),
    );
    const id = sent.body.item.id as number;
    const history = async () =>
      (await post('/api/v1/music/upload/list', { sort_by: 'uploaded_at', sort_order: 'desc', limit: 5 }, james)).body
        .items[0];
    expect((await history()).id).toBe(id);
    ref.advance(3_000);
    expect(await history()).toEqual(expect.objectContaining({ id, state: 'processing', duration_seconds: 12 }));
    ref.advance(10_000);
    expect(await history()).toEqual(expect.objectContaining({ id, state: 'done' }));
    // Anna's history does not hold it; the console's does.
    const anna = await post('/api/v1/music/upload/list', { limit: 100 });
    expect(anna.body.items.some((item: Answer) => item.id === id)).toBe(false);
    const console = await ref.post('/api/v1/uploads/list', { search: 'new light' }, await ref.signin(ADMIN));
    expect(console.body.items.map((item: Answer) => item.id)).toEqual([id]);
  });

  it('reads the tags of a file sent without metadata; a damaged or too short file fails with its reason', async () => {
    const tagged = await upload(
      '/api/v1/music/upload/track',
      { file: [[wav(11, { artist: 'Мира Ланская', title: 'Зимний свет' }), 'lanskaya.wav', 'audio/x-wav']] },
      token,
    );
    const damaged = await upload(
      '/api/v1/music/upload/track',
      { file: [[new Uint8Array(4096).fill(7), 'broken.mp3', 'audio/mpeg']], artist: 'Высота', title: 'Шум' },
      token,
    );
    const short = await upload(
      '/api/v1/music/upload/track',
      { file: [[wav(3), 'jingle.wav', 'audio/wav']], artist: 'Высота', title: 'Джингл' },
      token,
    );
    ref.advance(20_000);
    const items = (await post('/api/v1/music/upload/list', { search: 'wav', limit: 100 })).body.items as Answer[];
    const find = (id: number) => items.find((item) => item.id === id);
    expect(find(tagged.body.item.id)).toEqual(
      expect.objectContaining({ artist: 'Мира Ланская', title: 'Зимний свет', state: 'done', duration_seconds: 11 }),
    );
    expect(find(short.body.item.id)).toEqual(
      expect.objectContaining({ state: 'failed', error: expect.stringContaining('10 секунд') }),
    );
    const failed = await post('/api/v1/music/upload/list', { states: ['failed'], limit: 100 });
    expect(failed.body.items.every((item: Answer) => item.state === 'failed' && item.error)).toBe(true);
    expect(failed.body.items.map((item: Answer) => item.id)).toContain(damaged.body.item.id);
    const search = await post('/api/v1/music/upload/list', { search: 'ЛАНСКАЯ', limit: 100 });
    expect(search.body.items.length).toBeGreaterThan(0);
    expect(
      search.body.items.every((item: Answer) =>
        `${item.file_name} ${item.artist} ${item.title}`.toLowerCase().includes('ланская'),
      ),
    ).toBe(true);
  });

  it('answers 400 for a missing, wrong or empty file and bad fields, 413 over 100 MB, 403 without the music key', async () => {
    const missing = await upload('/api/v1/music/upload/track', { artist: 'Высота' }, token);
    expect(missing).toEqual({
      status: 400,
      body: expect.objectContaining({ errors: { file: ['The file field is required.'] } }),
    });
    const video = await upload(
      '/api/v1/music/upload/track',
      { file: [[new Uint8Array(10), 'promo_cut.mov', 'video/quicktime']] },
      token,
    );
    expect(video.body.errors.file[0]).toBe(
      'The file promo_cut.mov must be an audio file of type: mp3, wav, flac, aac, ogg.',
    );
    const fields = await upload(
      '/api/v1/music/upload/track',
      { file: [[wav(12), 'a.wav', 'audio/wav']], isrc: 'RU-123', artist: 'x'.repeat(201), mood: 'calm' },
      token,
    );
    expect(Object.keys(fields.body.errors).sort()).toEqual(['artist', 'isrc', 'mood']);
    const huge = await upload(
      '/api/v1/music/upload/track',
      { file: [[new Uint8Array(104_857_601), 'huge.wav', 'audio/wav']] },
      token,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload_too_large');
    const igor = await ref.login(IGOR);
    expect((await upload('/api/v1/music/upload/track', { file: [[wav(12), 'a.wav', 'audio/wav']] }, igor)).status).toBe(
      403,
    );
    expect((await post('/api/v1/music/upload/list', {}, igor)).status).toBe(403);
  });

  it('the console uploads 1 to 20 files; a bad one is named by its position', async () => {
    const admin = await ref.signin(ADMIN);
    const two = await upload(
      '/api/v1/uploads/tracks',
      {
        files: [
          [wav(12), 'one.wav', 'audio/wav'],
          [wav(13), 'two.wav', 'audio/wav'],
        ],
        artist: 'Полоса',
        title: 'Ignored for two files',
      },
      admin,
    );
    expect(two.status).toBe(200);
    expect(two.body.items.map((item: Answer) => [item.file_name, item.artist, item.title, item.state])).toEqual([
      ['one.wav', 'Полоса', null, 'queued'],
      ['two.wav', 'Полоса', null, 'queued'],
    ]);
    const bad = await upload(
      '/api/v1/uploads/tracks',
      {
        files: [
          [wav(12), 'ok.wav', 'audio/wav'],
          [new Uint8Array(5), 'interview_raw.mp4', 'video/mp4'],
        ],
      },
      admin,
    );
    expect(bad.body.errors).toEqual({
      'files.1': ['The file interview_raw.mp4 must be an audio file of type: mp3, wav, flac, aac, ogg.'],
    });
    const many = await upload(
      '/api/v1/uploads/tracks',
      { files: [...Array(21)].map((_, i) => [wav(1), `f${i}.wav`, 'audio/wav'] as [Uint8Array, string, string]) },
      admin,
    );
    expect(many.body.errors).toEqual({ files: ['The files may not have more than 20 items.'] });
    expect((await upload('/api/v1/uploads/tracks', {}, admin)).body.errors).toEqual({
      files: ['The files field is required.'],
    });
    ref.advance(20_000);
    // Files without a title anywhere cannot be recognised on air.
    const list = await ref.post('/api/v1/uploads/list', { search: 'two.wav' }, admin);
    expect(list.body.items[0]).toEqual(
      expect.objectContaining({ state: 'failed', error: expect.stringContaining('название') }),
    );
    const sorted = await ref.post(
      '/api/v1/uploads/list',
      { sort_by: 'size_bytes', sort_order: 'asc', limit: 50 },
      admin,
    );
    const sizes = sorted.body.items.map((item: Answer) => item.size_bytes as number);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    // Every upload so far: the generated ones up to the pinned minute (the rest of today's come later) and the tests' own.
    const made = ref.server.dataset.db
      .prepare('SELECT count(*) FROM music_upload WHERE uploaded_ms <= ? OR path IS NOT NULL')
      .pluck()
      .get(Date.parse(PINNED));
    expect(sorted.body.meta.total).toBe(made);
  });

  it('a done upload joins the rotation as a new release from the next day generated', async () => {
    const { db, plan } = ref.server.dataset;
    const sent = await upload(
      '/api/v1/music/upload/track',
      { file: [[wav(15), 'serova_new.wav', 'audio/wav']], artist: 'Ольга Серова', title: 'Новый рассвет' },
      token,
    );
    ref.advance(20_000);
    const id = sent.body.item.id as number;
    expect(db.prepare('SELECT released FROM music_track WHERE id = ?').pluck().get(id)).toBe(TODAY + 1);
    // The days the clock has not reached yet, generated as a refresh would.
    for (let day = TODAY + 1; day <= TODAY + 5; day++) musicDomain.day!(db, plan, day, 1439);
    const plays = db
      .prepare('SELECT sum(plays) FROM music_play WHERE track_id = ? AND day > ?')
      .pluck()
      .get(id, TODAY) as number;
    expect(plays).toBeGreaterThan(0);
    expect(db.prepare('SELECT count(*) FROM music_play WHERE track_id = ? AND day <= ?').pluck().get(id, TODAY)).toBe(
      0,
    );
  });
});

describe('the day going on', () => {
  it('extends today to the current minute and adds the new days, the older days untouched and the rollups equal to the plays', () => {
    let now = new Date(PINNED);
    const { db, refresh } = openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => now });
    const played = (where: string, ...params: number[]) =>
      db
        .prepare(`SELECT coalesce(sum(plays), 0) FROM music_play WHERE ${where}`)
        .pluck()
        .get(...params) as number;
    const before = played('day < ?', TODAY);
    const noon = played('day = ?', TODAY);
    now = new Date('2026-11-27T18:00:00+03:00');
    refresh();
    const evening = played('day = ?', TODAY);
    expect(evening).toBeGreaterThan(noon);
    now = new Date('2026-11-29T09:00:00+03:00');
    refresh();
    expect(played('day = ?', TODAY)).toBeGreaterThan(evening);
    expect(played('day = ?', TODAY + 2)).toBeGreaterThan(0);
    expect(played('day < ?', TODAY)).toBe(before);
    expect(
      db
        .prepare('SELECT max(last_minute) FROM music_channel_day WHERE day = ?')
        .pluck()
        .get(TODAY + 2),
    ).toBe(540);
    const mismatched = db
      .prepare(
        `SELECT count(*) FROM (SELECT p.day, c.type, p.track_id, sum(p.plays) AS plays FROM music_play p JOIN channel c ON c.id = p.channel_id GROUP BY 1, 2, 3) x
         LEFT JOIN music_track_day d ON d.day = x.day AND d.type = x.type AND d.track_id = x.track_id WHERE d.plays IS NOT x.plays`,
      )
      .pluck()
      .get();
    expect(mismatched).toBe(0);
    expect(
      db.prepare('SELECT sum(plays) FROM music_track_month WHERE month = ?').pluck().get(dayOf('2026-11-01')),
    ).toBe(played('day BETWEEN ? AND ?', dayOf('2026-11-01'), dayOf('2026-11-30')));
    db.close();
  });
});
