// @vitest-environment node
// The broadcast timeline, transcription reports and the all-reports list of the reference backend,
// checked against the raw rows of the tiny dataset: segments tell the stories the info tables have
// for that channel and day, transcripts move from queued to done as the clock does, and the
// all-reports list is the union of the sections' report rows, worked out here.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE } from '../../server/data/broadcast-air.js';
import { rspId } from '../../server/data/broadcast-rsp.js';
import { dateOf, dayOf } from '../../server/data/calendar.js';
import { firstDay } from '../../server/data/plan.js';
import { ANNA, IGOR, JAMES, PINNED, startReference, type Answer, type Reference } from './helpers.js';

let ref: Reference;
let token: string;
/** How far the test has moved the server's clock on. */
let elapsed = 0;
const now = () => Date.parse(PINNED) + elapsed;
const advance = (ms: number) => {
  elapsed += ms;
  ref.advance(ms);
};

const TODAY = '2026-11-27';
const DAY = '2026-11-25';

beforeAll(async () => {
  ref = await startReference();
  token = await ref.login(ANNA);
});
afterAll(() => ref.close());

const db = () => ref.server.dataset.db;
const post = (path: string, body: unknown, as = token) => ref.post(path, body, as);
async function get(path: string, as = token): Promise<{ status: number; body: Answer }> {
  const response = await ref.get(path, as);
  return { status: response.status, body: await response.json() };
}
const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const broadcast = (date: string, channels: number[]) => post('/api/v1/timeline/broadcast/list', { date, channels });
const program = (id: number, date: string) => get(`/api/v1/timeline/program/get?program_id=${id}&date=${date}`);
const segment = (channel: number, date: string, start: string, end: string) =>
  get(`/api/v1/timeline/segment/get?channel_id=${channel}&date=${date}&start=${start}&end=${end}`);

interface Interval {
  start: string;
  end: string;
  program_id: number;
  title: string;
  kind: string;
}

/** The stories of a channel's day as the info tables have them: its own mentions, or the day's. */
function storiesOf(
  channel: number,
  date: string,
): Map<number, { theme: number; positive: number; neutral: number; negative: number }> {
  const own = db()
    .prepare(
      'SELECT s.id, s.theme_id AS theme, m.positive, m.neutral, m.negative FROM mention m JOIN story s ON s.id = m.story_id WHERE m.day = ? AND m.channel_id = ?',
    )
    .all(dayOf(date), channel) as { id: number; theme: number; positive: number; neutral: number; negative: number }[];
  const rows =
    own.length > 0
      ? own
      : (db()
          .prepare(
            'SELECT s.id, s.theme_id AS theme, sum(m.positive) AS positive, sum(m.neutral) AS neutral, sum(m.negative) AS negative FROM mention m JOIN story s ON s.id = m.story_id WHERE m.day = ? GROUP BY s.id',
          )
          .all(dayOf(date)) as typeof own);
  return new Map(rows.map((row) => [row.id, row]));
}
const idsOf = (sql: string, ...params: unknown[]) =>
  new Set(
    (
      db()
        .prepare(sql)
        .all(...params) as { id: number }[]
    ).map((row) => row.id),
  );

describe('broadcast timeline', () => {
  it('gives each channel-day with recorded air in the requested order, programmes back to back over the day', async () => {
    const { status, body } = await broadcast(DAY, [12, 1, 7]);
    expect(status).toBe(200);
    // ТАСС (7) is an agency: no air.
    expect(body.items.map((item: Answer) => item.channel.id)).toEqual([12, 1]);
    for (const { intervals } of body.items as { intervals: Interval[] }[]) {
      expect(intervals[0]!.start).toBe('00:00:00');
      expect(intervals.at(-1)!.end).toBe('23:59:59');
      intervals.forEach((interval, i) => {
        expect(seconds(interval.end)).toBeGreaterThan(seconds(interval.start));
        if (i > 0) expect(interval.start).toBe(intervals[i - 1]!.end);
      });
      expect(new Set(intervals.map((interval) => interval.program_id)).size).toBe(intervals.length);
    }
  });

  it('stops today where the recorded air does, and leaves out days without it', async () => {
    const today = await broadcast(TODAY, [1]);
    expect(today.body.items[0].intervals.at(-1).end).toBe('12:00:00');
    const before = await broadcast(dateOf(firstDay(ref.server.dataset.plan) - 1), [1, 12]);
    expect(before.body.items).toEqual([]);
    const outage = dateOf(dayOf(TODAY) - OUTAGE.daysAgo);
    expect((await broadcast(outage, [OUTAGE.channel, 1])).body.items.map((item: Answer) => item.channel.id)).toEqual([
      1,
    ]);
    expect((await broadcast(dateOf(dayOf(outage) - 1), [OUTAGE.channel])).body.items).toHaveLength(1);
    db().prepare('UPDATE channel SET is_active = 0 WHERE id = 2').run();
    try {
      expect((await broadcast(DAY, [2, 1])).body.items.map((item: Answer) => item.channel.id)).toEqual([1]);
    } finally {
      db().prepare('UPDATE channel SET is_active = 1 WHERE id = 2').run();
    }
  });

  it('answers 404 for an unknown channel and 400 for no channel', async () => {
    expect((await broadcast(DAY, [1, 99_999])).status).toBe(404);
    expect((await broadcast(DAY, [])).status).toBe(400);
  });

  it('opens a programme with its segments sorted over its air, each on a story of that channel and day', async () => {
    for (const channel of [1, 6, 12]) {
      const { body } = await broadcast(DAY, [channel]);
      const stories = storiesOf(channel, DAY);
      expect(stories.size).toBeGreaterThan(0);
      for (const interval of (body.items[0].intervals as Interval[]).filter((item) => item.kind === 'news')) {
        const { status, body: answer } = await program(interval.program_id, DAY);
        expect(status).toBe(200);
        const item = answer.item;
        expect([item.start, item.end, item.title, item.kind]).toEqual([
          interval.start,
          interval.end,
          interval.title,
          'news',
        ]);
        expect(item.segments.length).toBeGreaterThan(0);
        expect(item.segments[0].start).toBe(item.start);
        expect(item.segments.at(-1).end).toBe(item.end);
        item.segments.forEach((part: Answer, i: number) => {
          if (i > 0) expect(part.start).toBe(item.segments[i - 1].end);
          if (part.story_id === undefined) return;
          const story = stories.get(part.story_id);
          expect(story, `story ${part.story_id} on channel ${channel}`).toBeDefined();
          expect(part.theme_id).toBe(story!.theme);
          expect(story![part.sentiment as 'positive']).toBeGreaterThan(0);
        });
      }
    }
  });

  it('gives a film no segments, and answers 404 for a programme not aired', async () => {
    const { body } = await broadcast(DAY, [1]);
    const film = (body.items[0].intervals as Interval[]).find(
      (item) => item.kind === 'film' || item.kind === 'series',
    )!;
    expect((await program(film.program_id, DAY)).body.item.segments).toEqual([]);
    expect((await program(1999, DAY)).status).toBe(404);
    expect((await program(99_999_001, DAY)).status).toBe(404);
    const today = (await broadcast(TODAY, [1])).body.items[0].intervals as Interval[];
    expect((await program(today.at(-1)!.program_id + 1, TODAY)).status).toBe(404);
    expect((await program(today.at(-1)!.program_id, TODAY)).body.item.end).toBe('12:00:00');
  });

  it('tells what was said in a segment: its story, theme, persons and markers as the info tables have them', async () => {
    const { body } = await broadcast(DAY, [1]);
    const news = (body.items[0].intervals as Interval[]).filter((item) => item.kind === 'news');
    const parts = (
      await Promise.all(news.map(async (item) => (await program(item.program_id, DAY)).body.item.segments as Answer[]))
    ).flat();
    const part = parts.find((candidate) => candidate.story_id !== undefined)!;
    const { status, body: answer } = await segment(1, DAY, part.start, part.end);
    expect(status).toBe(200);
    const item = answer.item;
    expect(item.story_id).toBe(part.story_id);
    expect(item.sentiment).toBe(part.sentiment);
    expect(item.themes[0].id).toBe(part.theme_id);
    const themeName = (
      db().prepare('SELECT name_ru AS name FROM theme WHERE id = ?').get(part.theme_id) as { name: string }
    ).name;
    expect(item.themes[0].name).toBe(themeName);
    expect(new Set(item.persons.map((person: Answer) => person.id))).toEqual(
      idsOf('SELECT person_id AS id FROM story_person WHERE story_id = ?', part.story_id),
    );
    expect(new Set(item.markers.map((marker: Answer) => marker.id))).toEqual(
      idsOf('SELECT marker_id AS id FROM story_marker WHERE story_id = ?', part.story_id),
    );
    expect(item.transcript.length).toBeGreaterThan(0);
    expect(item.transcript.length).toBeLessThanOrEqual(5000);
    expect(news.some((interval) => interval.program_id === item.program_id)).toBe(true);
  });

  it('takes the day’s stories for a channel without mentions that day', async () => {
    const quiet = db()
      .prepare(
        `SELECT c.id AS channel, d.day AS day FROM channel c JOIN (SELECT DISTINCT day FROM mention WHERE day BETWEEN ? AND ?) d
         WHERE c.type IN ('TV', 'RADIO') AND c.is_active = 1 AND c.id <> ? AND NOT EXISTS (SELECT 1 FROM mention m WHERE m.day = d.day AND m.channel_id = c.id)
         ORDER BY d.day DESC, c.id LIMIT 1`,
      )
      .get(dayOf(TODAY) - 20, dayOf(TODAY) - 1, OUTAGE.channel) as { channel: number; day: number } | undefined;
    expect(quiet).toBeDefined();
    const date = dateOf(quiet!.day);
    const dayStories = idsOf('SELECT DISTINCT story_id AS id FROM mention WHERE day = ?', quiet!.day);
    const intervals = (await broadcast(date, [quiet!.channel])).body.items[0].intervals as Interval[];
    const monitored = intervals.filter((item) => item.kind === 'news' || item.kind === 'talk_show');
    expect(monitored.length).toBeGreaterThan(0);
    for (const interval of monitored) {
      for (const part of (await program(interval.program_id, date)).body.item.segments as Answer[]) {
        if (part.story_id !== undefined) expect(dayStories.has(part.story_id)).toBe(true);
      }
    }
  });

  it('answers 400 for a stretch that ends before it starts and 404 for an unknown channel or no recorded air', async () => {
    const reversed = await segment(1, DAY, '21:10:00', '21:00:00');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.end).toBeDefined();
    expect((await segment(99_999, DAY, '21:00:00', '21:10:00')).status).toBe(404);
    expect((await segment(1, TODAY, '13:00:00', '13:10:00')).status).toBe(404);
    expect((await segment(OUTAGE.channel, dateOf(dayOf(TODAY) - OUTAGE.daysAgo), '21:00:00', '21:10:00')).status).toBe(
      404,
    );
    // A stretch running past the recorded air ends where it does.
    expect((await segment(1, TODAY, '11:55:00', '12:30:00')).body.item.end).toBe('12:00:00');
  });

  it('is refused to an account without the info section', async () => {
    expect(
      (await post('/api/v1/timeline/broadcast/list', { date: DAY, channels: [1] }, await ref.login(JAMES))).status,
    ).toBe(403);
    expect(
      (await post('/api/v1/timeline/broadcast/list', { date: DAY, channels: [1] }, await ref.login(IGOR))).status,
    ).toBe(200);
  });
});

const accountId = (email: string) =>
  (db().prepare("SELECT id FROM account WHERE section = 'cabinet' AND email = ?").get(email) as { id: number }).id;
const stateAt = (row: { queued_until: number; ready_at: number; fails: number }) =>
  now() < row.queued_until ? 'queued' : now() < row.ready_at ? 'processing' : row.fails ? 'failed' : 'done';
const order = (body: Record<string, unknown>) =>
  post('/api/v1/transcription/create', { channel_id: 1, language: 'ru', ...body });
const report = async (id: number) => (await post('/api/v1/transcription/report', { id })).body;

function expectTimeline(segments: { start: number; end: number; speaker: string; text: string }[], length: number) {
  segments.forEach((utterance, i) => {
    expect(utterance.start).toBeGreaterThanOrEqual(0);
    expect(utterance.end).toBeGreaterThan(utterance.start);
    expect(utterance.end).toBeLessThanOrEqual(length);
    expect(utterance.speaker.length).toBeGreaterThan(0);
    expect(utterance.text.length).toBeGreaterThan(0);
    if (i > 0) expect(utterance.start).toBeGreaterThanOrEqual(segments[i - 1]!.start);
  });
}

describe('transcription reports', () => {
  it('moves from queued through processing to done as the clock does, then reads the window in order', async () => {
    const window = { start: `${DAY}T21:00:00+03:00`, end: `${DAY}T21:40:00+03:00` };
    const created = await order(window);
    expect(created.status).toBe(200);
    const { item } = created.body;
    expect(item).toMatchObject({
      channel: { id: 1, name: 'Первый канал', type: 'TV' },
      ...window,
      language: 'ru',
      state: 'queued',
    });
    expect(Date.parse(item.created_at)).toBe(now());
    expect((await report(item.id)).item).toMatchObject({ state: 'queued', segments: [] });
    advance(61_000);
    expect((await report(item.id)).item).toMatchObject({ state: 'processing', segments: [] });
    // Recognition takes a twelfth of the window: 200 s for 40 minutes.
    advance(200_000);
    const done = (await report(item.id)).item;
    expect(done.state).toBe('done');
    expect(done.segments.length).toBeGreaterThan(200);
    expectTimeline(done.segments, 2400);
    // The persons speaking are those of the stories Первый канал told that day.
    const stories = [...storiesOf(1, DAY).keys()];
    const persons = idsOf(
      `SELECT DISTINCT person_id AS id FROM story_person WHERE story_id IN (${stories.map(() => '?').join(', ')})`,
      ...stories,
    );
    for (const utterance of done.segments)
      if (utterance.person_id !== undefined) expect(persons.has(utterance.person_id)).toBe(true);
    const list = await post('/api/v1/transcription/list', { limit: 1, sort_by: 'id' });
    expect(list.body.items[0]).toEqual({ ...item, state: 'done' });
  });

  it('reads thousands of utterances of a four-hour window in under a second, in the language ordered', async () => {
    const created = await order({
      channel_id: 12,
      start: `${DAY}T08:00:00+03:00`,
      end: `${DAY}T12:00:00+03:00`,
      language: 'ar',
    });
    expect(created.status).toBe(200);
    advance(61_000 + 1_200_000);
    const started = performance.now();
    const { item } = await report(created.body.item.id);
    const took = performance.now() - started;
    expect(item.state).toBe('done');
    expect(item.segments.length).toBeGreaterThanOrEqual(2000);
    expect(took).toBeLessThan(1000);
    expectTimeline(item.segments, 14_400);
    for (const utterance of item.segments) expect(utterance.text).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses windows too long, not yet broadcast, reversed or without air, and channels without air', async () => {
    const long = await order({ start: `${DAY}T08:00:00+03:00`, end: `${DAY}T12:00:01+03:00` });
    expect(long.status).toBe(400);
    expect(long.body.errors.end).toEqual(['The transcription window may not be longer than 4 hours.']);
    const future = await order({ start: `${TODAY}T23:00:00+03:00`, end: `${TODAY}T23:30:00+03:00` });
    expect(future.status).toBe(400);
    expect(future.body.errors.end).toBeDefined();
    const reversed = await order({ start: `${DAY}T21:00:00+03:00`, end: `${DAY}T20:00:00+03:00` });
    expect(reversed.body.errors.end).toEqual(['The end must be a date after start.']);
    const before = dateOf(firstDay(ref.server.dataset.plan) - 2);
    expect(
      (await order({ start: `${before}T21:00:00+03:00`, end: `${before}T21:30:00+03:00` })).body.errors.start,
    ).toBeDefined();
    const agency = await order({ channel_id: 7, start: `${DAY}T21:00:00+03:00`, end: `${DAY}T21:30:00+03:00` });
    expect(agency.status).toBe(400);
    expect(agency.body.errors.channel_id).toBeDefined();
    expect(
      (await order({ channel_id: 99_999, start: `${DAY}T21:00:00+03:00`, end: `${DAY}T21:30:00+03:00` })).status,
    ).toBe(404);
    expect((await order({ start: `${DAY}T21:00:00+03:00`, end: `${DAY}T21:30:00+03:00`, language: 'de' })).status).toBe(
      400,
    );
    expect((await post('/api/v1/transcription/report', { id: 999_999 })).status).toBe(404);
  });

  it('holds the contract’s example reports', async () => {
    const week = await post('/api/v1/transcription/list', {
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      language: 'ar',
      limit: 100,
    });
    const byId = new Map((week.body.items as Answer[]).map((item) => [item.id, item]));
    expect(byId.get(911)).toMatchObject({
      channel: { id: 13 },
      start: '2026-11-21T20:00:00+03:00',
      end: '2026-11-21T20:30:00+03:00',
      created_at: '2026-11-22T08:40:00+03:00',
      state: 'done',
    });
    expect(byId.get(907)).toMatchObject({ channel: { id: 14 }, state: 'failed' });
    expect(byId.get(906)).toMatchObject({ channel: { id: 12 }, state: 'done' });
    const { item } = await report(908);
    expect(item).toMatchObject({
      channel: { id: 2 },
      start: '2026-11-18T20:00:00+03:00',
      end: '2026-11-18T20:45:00+03:00',
      language: 'ru',
      state: 'done',
    });
    expectTimeline(item.segments, 2700);
    expect((await report(907)).item.segments).toEqual([]);
  });

  it('pages, narrows and sorts the list as the rows say', async () => {
    const rows = (
      db()
        .prepare(
          'SELECT id, channel_id, language, start_ms, created_ms, queued_until, ready_at, fails FROM transcription_report WHERE account_id = ?',
        )
        .all(accountId(ANNA.email)) as {
        id: number;
        channel_id: number;
        language: string;
        start_ms: number;
        created_ms: number;
        queued_until: number;
        ready_at: number;
        fails: number;
      }[]
    )
      .filter((row) => row.created_ms <= now())
      .map((row) => ({
        ...row,
        state: stateAt(row),
        date: dateOf(Math.floor((row.start_ms + 3 * 3_600_000) / 86_400_000)),
      }));
    const ids = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await post('/api/v1/transcription/list', body);
      expect(status).toBe(200);
      return { ids: (answer.items as Answer[]).map((item) => item.id), total: answer.meta.total };
    };
    const newest = [...rows].sort((a, b) => b.created_ms - a.created_ms || b.id - a.id);
    expect(await ids({ page: 2, limit: 5 })).toEqual({
      ids: newest.slice(5, 10).map((row) => row.id),
      total: rows.length,
    });
    const ruDone = rows
      .filter((row) => row.language === 'ru' && row.state === 'done')
      .sort((a, b) => a.start_ms - b.start_ms || a.id - b.id);
    expect(await ids({ language: 'ru', state: 'done', sort_by: 'start', sort_order: 'asc', limit: 100 })).toEqual({
      ids: ruDone.slice(0, 100).map((row) => row.id),
      total: ruDone.length,
    });
    const period = { start_date: '2026-11-20', end_date: '2026-11-25' };
    const narrowed = rows
      .filter((row) => [1, 12].includes(row.channel_id) && row.date >= period.start_date && row.date <= period.end_date)
      .sort((a, b) => a.id - b.id);
    expect(await ids({ channels: [1, 12], period, sort_by: 'id', sort_order: 'asc' })).toEqual({
      ids: narrowed.map((row) => row.id),
      total: narrowed.length,
    });
  });

  it('offers a newly registered account (reports only) the TV and radio channels with air, and takes its order', async () => {
    const person = { email: 'new.reader@example.com', password: 'Fresh-Pass-2026' };
    const registered = await post('/api/v1/user/registration', {
      ...person,
      first_name: 'New',
      last_name: 'Reader',
      phone: '+7 900 000-00-00',
    });
    expect(registered.status).toBe(200);
    const token = await ref.login(person);
    // The info section's channel list is not theirs to read; the transcription call is.
    expect(
      (await post('/api/v1/info/channels/top', { period: { start_date: DAY, end_date: DAY } }, token)).status,
    ).toBe(403);
    const answer = await ref.get('/api/v1/transcription/channels', token);
    expect(answer.status).toBe(200);
    const { items } = (await answer.json()) as { items: { id: number; name: string; type: string }[] };
    const onAir = db().prepare("SELECT id FROM channel WHERE type IN ('TV', 'RADIO') AND is_active = 1").all() as {
      id: number;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((channel) => channel.id))).toEqual(new Set(onAir.map((row) => row.id)));
    // TV first, then radio, each by name.
    const tv = items.filter((channel) => channel.type === 'TV');
    expect(items.map((channel) => channel.type)).toEqual([
      ...tv.map(() => 'TV'),
      ...items.slice(tv.length).map(() => 'RADIO'),
    ]);
    for (const group of [tv, items.slice(tv.length)])
      for (let i = 1; i < group.length; i += 1) expect(group[i - 1]!.name <= group[i]!.name).toBe(true);
    const created = await post(
      '/api/v1/transcription/create',
      { channel_id: items[0]!.id, language: 'ru', start: `${DAY}T10:00:00+03:00`, end: `${DAY}T10:30:00+03:00` },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body.item).toMatchObject({ channel: items[0], state: 'queued' });
    expect((await ref.get('/api/v1/transcription/channels', await ref.login(JAMES))).status).toBe(403);
  });

  it('is refused to an account without the reports section', async () => {
    expect((await post('/api/v1/transcription/list', {}, await ref.login(JAMES))).status).toBe(403);
    expect((await post('/api/v1/rsp/report/list', {}, await ref.login(IGOR))).status).toBe(403);
  });
});

interface RspRow {
  id: number;
  own: number;
  type: 'info' | 'music' | 'video' | 'transcription';
  title: string;
  created_ms: number;
  start_date: string;
  end_date: string;
  state: string;
  formats: string[];
  /** A transcript's window, in minutes. */
  minutes?: number;
}

/** The all-reports list worked out from each section's report rows. */
function allReports(): RspRow[] {
  const account = accountId(ANNA.email);
  const day = (ms: number) => dateOf(Math.floor((ms + 3 * 3_600_000) / 86_400_000));
  const info = (db().prepare('SELECT * FROM info_report WHERE account_id = ?').all(account) as Answer[]).map((row) => ({
    own: row.id,
    type: 'info' as const,
    title: row.title,
    created_ms: row.created_ms,
    start_date: dateOf(row.start_day),
    end_date: dateOf(row.end_day),
    state: stateAt({ queued_until: row.ready_at - 60_000, ready_at: row.ready_at, fails: row.fails }),
    formats: row.formats.split(','),
  }));
  const music = (
    db().prepare("SELECT * FROM rsp_report WHERE account_id = ? AND type = 'music'").all(account) as Answer[]
  ).map((row) => ({
    own: row.id,
    type: 'music' as const,
    title: row.title,
    created_ms: row.created_ms,
    start_date: dateOf(row.start_day),
    end_date: dateOf(row.end_day),
    state: stateAt(row),
    formats: row.formats.split(','),
  }));
  const video = (db().prepare('SELECT * FROM video_task WHERE account_id = ?').all(account) as Answer[]).map((row) => ({
    own: row.id,
    type: 'video' as const,
    title: row.title,
    created_ms: row.created_ms,
    start_date: dateOf(row.start_day),
    end_date: dateOf(row.end_day),
    state: stateAt({ queued_until: row.started_ms, ready_at: row.ready_ms, fails: row.error === null ? 0 : 1 }),
    formats: [row.file_format, ...['pdf', 'xlsx', 'docx', 'csv'].filter((format) => format !== row.file_format)],
  }));
  const transcription = (
    db().prepare('SELECT * FROM transcription_report WHERE account_id = ?').all(account) as Answer[]
  ).map((row) => ({
    own: row.id,
    type: 'transcription' as const,
    title: row.title,
    created_ms: row.created_ms,
    start_date: day(row.start_ms),
    end_date: day(row.end_ms - 1),
    state: stateAt(row),
    formats: ['pdf', 'docx', 'csv'],
    minutes: (row.end_ms - row.start_ms) / 60_000,
  }));
  return [...info, ...music, ...video, ...transcription]
    .filter((row) => row.created_ms <= now())
    .map((row) => ({ ...row, id: rspId(row.type, row.own) }));
}

const TYPE_RANK = { info: 1, music: 2, video: 3, transcription: 4 };
const STATE_RANK: Record<string, number> = { queued: 1, processing: 2, done: 3, failed: 4 };
const newestFirst = (a: RspRow, b: RspRow) => b.created_ms - a.created_ms || b.id - a.id;
const MEDIA: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

async function download(id: number, format: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await ref.get(`/api/v1/rsp/report/${id}/download?file_format=${format}`, token);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .normalize('NFKC')
    .replace(/\s+/g, ' ');
}

/** A file read back by a reader of its format: its text, or its rows. */
async function readBack(format: string, bytes: Buffer): Promise<{ text: string; rows: number }> {
  switch (format) {
    case 'pdf':
      return { text: await pdfText(bytes), rows: 0 };
    case 'xlsx': {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const cells: string[] = [];
      sheet.eachRow((row) => cells.push(...(row.values as unknown[]).map(String)));
      return { text: cells.join(' '), rows: sheet.rowCount };
    }
    case 'docx':
      return {
        text: strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!).replace(/<[^>]+>/g, ''),
        rows: 0,
      };
    default: {
      const rows = parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
      return { text: rows.flat().join(' '), rows: rows.length };
    }
  }
}

describe('all reports', () => {
  const list = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await post('/api/v1/rsp/report/list', body);
    expect(status).toBe(200);
    return answer;
  };
  const ids = (answer: Answer) => (answer.items as Answer[]).map((item) => item.id);

  it('lists the account’s reports of every section, newest first, paged', async () => {
    const rows = allReports().sort(newestFirst);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['info', 'music', 'video', 'transcription']));
    const first = await list({});
    expect(first.meta).toEqual({ total: rows.length, page: 1, limit: 20 });
    expect(first.items).toEqual(
      rows.slice(0, 20).map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        created_at: expect.any(String),
        period: { start_date: row.start_date, end_date: row.end_date },
        state: row.state,
        formats: row.state === 'done' ? row.formats : [],
      })),
    );
    for (const item of first.items)
      expect(Date.parse(item.created_at)).toBe(
        Math.floor(rows.find((row) => row.id === item.id)!.created_ms / 1000) * 1000,
      );
    expect(ids(await list({ page: 3, limit: 7 }))).toEqual(rows.slice(14, 21).map((row) => row.id));
  });

  it('sorts by title, type and state, and narrows by type and state', async () => {
    const rows = allReports();
    const byTitle = [...rows].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) || newestFirst(a, b));
    expect(ids(await list({ sort_by: 'title', sort_order: 'asc', limit: 100 }))).toEqual(
      byTitle.slice(0, 100).map((row) => row.id),
    );
    const byType = [...rows].sort((a, b) => TYPE_RANK[a.type] - TYPE_RANK[b.type] || newestFirst(a, b));
    expect(ids(await list({ sort_by: 'type', sort_order: 'asc', limit: 100 }))).toEqual(
      byType.slice(0, 100).map((row) => row.id),
    );
    const byState = [...rows].sort((a, b) => STATE_RANK[b.state]! - STATE_RANK[a.state]! || newestFirst(a, b));
    expect(ids(await list({ sort_by: 'state', sort_order: 'desc', limit: 100 }))).toEqual(
      byState.slice(0, 100).map((row) => row.id),
    );
    const narrowed = rows
      .filter((row) => ['transcription', 'music'].includes(row.type) && ['done', 'failed'].includes(row.state))
      .sort(newestFirst);
    const answer = await list({ types: ['transcription', 'music'], states: ['done', 'failed'], limit: 100 });
    expect(answer.meta.total).toBe(narrowed.length);
    expect(ids(answer)).toEqual(narrowed.slice(0, 100).map((row) => row.id));
    expect((await post('/api/v1/rsp/report/list', { types: ['radio'] })).status).toBe(400);
  });

  it('downloads a done report of each section in each of its formats, read back by their readers', async () => {
    // Transcripts of an hour at most: the renderers' long files are files.test.ts's.
    const done = allReports()
      .filter((row) => row.state === 'done' && (row.minutes ?? 0) <= 60)
      .sort(newestFirst);
    for (const type of ['info', 'music', 'video', 'transcription'] as const) {
      const row = done.find((candidate) => candidate.type === type)!;
      expect(row, type).toBeDefined();
      for (const format of row.formats) {
        const file = await download(row.id, format);
        expect([file.status, file.type], `${type} ${format}`).toEqual([200, MEDIA[format]]);
        const { text } = await readBack(format, file.bytes);
        expect(text.length, `${type} ${format}`).toBeGreaterThan(0);
      }
    }
    // A transcript's file holds its utterances, one a row, with their speakers.
    const transcript = done.find((row) => row.type === 'transcription' && row.title.startsWith('Расшифровка'))!;
    const { item } = await report(transcript.own);
    const csv = await readBack('csv', (await download(transcript.id, 'csv')).bytes);
    expect(csv.rows).toBe(item.segments.length + 1);
    expect((await readBack('docx', (await download(transcript.id, 'docx')).bytes)).text).toContain(
      item.segments[0].speaker,
    );
    expect((await readBack('pdf', (await download(transcript.id, 'pdf')).bytes)).text).toContain('Расшифровка эфира');
    // A music report names the radio station with the most plays of its week.
    const music = done.find((row) => row.type === 'music')!;
    const top = db()
      .prepare(
        "SELECT c.name FROM music_channel_day d JOIN channel c ON c.id = d.channel_id WHERE d.day BETWEEN ? AND ? AND c.type = 'RADIO' GROUP BY c.id ORDER BY sum(d.plays) DESC, c.id LIMIT 1",
      )
      .get(dayOf(music.start_date), dayOf(music.end_date)) as { name: string };
    expect((await readBack('xlsx', (await download(music.id, 'xlsx')).bytes)).text).toContain(top.name);
  });

  it('answers 404 for an unknown, unfinished or failed report and 400 for a format it does not offer', async () => {
    expect((await download(999, 'pdf')).status).toBe(404);
    expect((await download(rspId('transcription', 999_999), 'pdf')).status).toBe(404);
    expect((await download(rspId('transcription', 907), 'pdf')).status).toBe(404);
    const queued = await order({ start: `${DAY}T10:00:00+03:00`, end: `${DAY}T10:30:00+03:00` });
    expect((await download(rspId('transcription', queued.body.item.id), 'pdf')).status).toBe(404);
    const others = db()
      .prepare('SELECT id FROM info_report WHERE account_id = ? LIMIT 1')
      .get(accountId(IGOR.email)) as { id: number };
    expect((await download(rspId('info', others.id), 'pdf')).status).toBe(404);
    const transcript = allReports().find((row) => row.type === 'transcription' && row.state === 'done')!;
    const refused = await download(transcript.id, 'xlsx');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.bytes.toString()).errors.file_format).toEqual([
      `The report ${transcript.id} is not available as xlsx.`,
    ]);
    expect((await download(transcript.id, 'txt')).status).toBe(400);
  });
});
