// @vitest-environment node
// The info and statistics calls of the reference backend against figures worked out here, in
// JavaScript, from the raw mention rows of the tiny dataset: every filter narrows what it should,
// and the answers agree with each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOf, dayOf } from '../../server/data/calendar.js';
import { startReference, type Reference } from './helpers.js';

let ref: Reference;
let token: string;

interface Fact {
  day: number;
  channel: number;
  type: string;
  story: number;
  theme: number;
  positive: number;
  neutral: number;
  negative: number;
  count: number;
}
let facts: Fact[];
let storyMarkers: Map<number, Set<number>>;
let storyPersons: Map<number, Set<number>>;

const WEEK = { start_date: '2026-11-23', end_date: '2026-11-27' };
const MONTH = { start_date: '2026-10-29', end_date: '2026-11-27' };

beforeAll(async () => {
  ref = await startReference();
  token = await ref.login();
  const db = ref.server.dataset.db;
  facts = (
    db
      .prepare(
        `SELECT m.day, m.channel_id AS channel, c.type, m.story_id AS story, s.theme_id AS theme, m.positive, m.neutral, m.negative
         FROM mention m JOIN channel c ON c.id = m.channel_id JOIN story s ON s.id = m.story_id`,
      )
      .all() as Omit<Fact, 'count'>[]
  ).map((row) => ({ ...row, count: row.positive + row.neutral + row.negative }));
  const links = (table: string, column: string) => {
    const map = new Map<number, Set<number>>();
    for (const row of db.prepare(`SELECT story_id, ${column} AS id FROM ${table}`).all() as {
      story_id: number;
      id: number;
    }[]) {
      map.set(row.story_id, (map.get(row.story_id) ?? new Set()).add(row.id));
    }
    return map;
  };
  storyMarkers = links('story_marker', 'marker_id');
  storyPersons = links('story_person', 'person_id');
});
afterAll(() => ref.close());

const inPeriod = (period: { start_date: string; end_date: string }) => (fact: Fact) =>
  fact.day >= dayOf(period.start_date) && fact.day <= dayOf(period.end_date);
const sum = (rows: Fact[]) => rows.reduce((total, row) => total + row.count, 0);
function groupSum<K>(rows: Fact[], key: (fact: Fact) => K): Map<K, number> {
  const map = new Map<K, number>();
  for (const row of rows) map.set(key(row), (map.get(key(row)) ?? 0) + row.count);
  return map;
}
const ranked = <K>(map: Map<K, number>) => [...map].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]));

describe('the tiny dataset', () => {
  it('has mentions every day up to today, today partial', () => {
    const byDay = groupSum(facts, (fact) => fact.day);
    const today = dayOf('2026-11-27');
    expect(Math.max(...byDay.keys())).toBe(today);
    expect(Math.min(...byDay.keys())).toBe(today - 70);
    // Noon on the pinned day: today holds about half of a usual day's mentions.
    const usual = (byDay.get(today - 7)! + byDay.get(today - 14)!) / 2;
    expect(byDay.get(today)!).toBeLessThan(usual * 0.75);
    expect(byDay.get(today)!).toBeGreaterThan(0);
  });
});

describe('info tops', () => {
  it('themes: counts, shares and tonality as the rows add up, most mentioned first', async () => {
    const rows = facts.filter(inPeriod(MONTH));
    const expected = ranked(groupSum(rows, (fact) => fact.theme)).slice(0, 5);
    const { status, body } = await ref.post('/api/v1/info/themes/top', { period: MONTH, limit: 5 }, token);
    expect(status).toBe(200);
    expect(body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(expected);
    const first = body.items[0];
    expect(first.share).toBeCloseTo(first.count / sum(rows), 4);
    expect(first.sentiment.positive + first.sentiment.neutral + first.sentiment.negative).toBe(first.count);
  });

  it('one channel narrows every block, and its total is its row of the channel statistics', async () => {
    const stats = await ref.post('/api/v1/statistics/channels', { period: MONTH, limit: 3 }, token);
    const channel = stats.body.statistics.items[1];
    const narrowed = { period: MONTH, channels: [channel.id] };
    const sentiment = await ref.post('/api/v1/info/sentiment/get', narrowed, token);
    expect(sentiment.body.statistics.total).toBe(channel.total);
    expect(sentiment.body.statistics.total).toBe(
      sum(facts.filter(inPeriod(MONTH)).filter((fact) => fact.channel === channel.id)),
    );
    const themes = await ref.post('/api/v1/info/themes/top', { ...narrowed, limit: 16 }, token);
    const themesSum = themes.body.items.reduce((total: number, item: { count: number }) => total + item.count, 0);
    expect(themesSum).toBe(channel.total);
    const channels = await ref.post('/api/v1/info/channels/top', narrowed, token);
    expect(channels.body.items).toEqual([expect.objectContaining({ id: channel.id, count: channel.total, share: 1 })]);
  });

  it('channel types and content types narrow to the channels of those types', async () => {
    const radio = facts.filter(inPeriod(MONTH)).filter((fact) => fact.type === 'RADIO');
    const byType = await ref.post('/api/v1/info/sentiment/get', { period: MONTH, channel_types: ['RADIO'] }, token);
    const byContent = await ref.post('/api/v1/info/sentiment/get', { period: MONTH, content_type: ['audio'] }, token);
    expect(byType.body.statistics.total).toBe(sum(radio));
    expect(byContent.body.statistics.total).toBe(sum(radio));
    const none = await ref.post(
      '/api/v1/info/sentiment/get',
      { period: MONTH, channel_types: ['RADIO'], content_type: ['video'] },
      token,
    );
    expect(none.body.statistics.total).toBe(0);
  });

  it('a marker narrows to the stories that carry it', async () => {
    const markers = await ref.post('/api/v1/info/markers/top', { period: MONTH, limit: 1 }, token);
    const marker = markers.body.items[0].id as number;
    const expected = sum(facts.filter(inPeriod(MONTH)).filter((fact) => storyMarkers.get(fact.story)?.has(marker)));
    expect(markers.body.items[0].count).toBe(expected);
    const sentiment = await ref.post('/api/v1/info/sentiment/get', { period: MONTH, markers: [marker] }, token);
    expect(sentiment.body.statistics.total).toBe(expected);
  });

  it('persons: mentions of the stories they appear in; the cloud weighs them against the first', async () => {
    const rows = facts.filter(inPeriod(MONTH));
    const byPerson = new Map<number, number>();
    for (const fact of rows)
      for (const person of storyPersons.get(fact.story) ?? [])
        byPerson.set(person, (byPerson.get(person) ?? 0) + fact.count);
    const expected = ranked(byPerson).slice(0, 3);
    const top = await ref.post('/api/v1/info/person/top', { period: MONTH, limit: 3 }, token);
    expect(top.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(expected);
    const cloud = await ref.post('/api/v1/info/person/cloud', { period: MONTH, limit: 3 }, token);
    expect(cloud.body.items[0].weight).toBe(1);
    expect(cloud.body.items[2].weight).toBe(Math.round((expected[2]![1] / expected[0]![1]) * 100) / 100);
  });

  it('sentiment: one point per day, each split summing to the total', async () => {
    const { body } = await ref.post('/api/v1/info/sentiment/get', { period: WEEK }, token);
    expect(body.statistics.dynamics.map((point: { date: string }) => point.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const days = body.statistics.dynamics.reduce(
      (total: number, point: { positive: number; neutral: number; negative: number }) =>
        total + point.positive + point.neutral + point.negative,
      0,
    );
    expect(days).toBe(body.statistics.total);
    expect(body.statistics.total).toBe(sum(facts.filter(inPeriod(WEEK))));
  });

  it('without a period: Monday of this week through today', async () => {
    const { body } = await ref.post('/api/v1/info/sentiment/get', {}, token);
    expect(body.statistics.dynamics[0].date).toBe('2026-11-23');
    expect(body.statistics.dynamics.at(-1).date).toBe('2026-11-27');
  });

  it('a previous period gives other figures (the comparison has something to compare)', async () => {
    const now = await ref.post(
      '/api/v1/info/themes/top',
      { period: { start_date: '2026-11-16', end_date: '2026-11-22' } },
      token,
    );
    const before = await ref.post(
      '/api/v1/info/themes/top',
      { period: { start_date: '2026-11-09', end_date: '2026-11-15' } },
      token,
    );
    expect(now.body.items).not.toEqual(before.body.items);
  });

  it('the main stories list counts the channels of every story of its page, as the facts do', async () => {
    const last = Math.max(...facts.map((fact) => fact.day));
    const first = Math.max(Math.min(...facts.map((fact) => fact.day)), last - 365);
    // Every day with data: each story lies within the period, and its channels come from its totals.
    const all = { start_date: dateOf(first), end_date: dateOf(last) };
    const cases: [{ start_date: string; end_date: string }, string[] | undefined][] = [
      [all, undefined],
      [all, ['TV', 'RADIO']],
      [MONTH, undefined],
      [MONTH, ['PRESS']],
      [WEEK, undefined],
    ];
    for (const [period, types] of cases) {
      const { body } = await ref.post(
        '/api/v1/info/main/stories/list',
        { period, channel_types: types, limit: 50 },
        token,
      );
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items as { id: number; channels_count: number }[]) {
        const channels = new Set(
          facts
            .filter(inPeriod(period))
            .filter((fact) => fact.story === item.id && (!types || types.includes(fact.type)))
            .map((fact) => fact.channel),
        );
        expect(item.channels_count, `story ${item.id} over ${JSON.stringify(period)} ${types ?? ''}`).toBe(
          channels.size,
        );
      }
    }
  });

  it('the main stories list pages through every story with mentions, sorted as asked', async () => {
    const expected = new Set(facts.filter(inPeriod(MONTH)).map((fact) => fact.story));
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page < 50; page++) {
      const { body } = await ref.post(
        '/api/v1/info/main/stories/list',
        { period: MONTH, page, limit: 7, sort_by: 'title', sort_order: 'asc' },
        token,
      );
      total = body.meta.total;
      seen.push(...body.items.map((item: { id: number }) => item.id));
      if (body.items.length < 7) break;
    }
    expect(total).toBe(expected.size);
    expect(new Set(seen)).toEqual(expected);
    const first = await ref.post('/api/v1/info/main/stories/list', { period: MONTH, limit: 3 }, token);
    const story = first.body.items[0];
    const channels = new Set(
      facts
        .filter(inPeriod(MONTH))
        .filter((fact) => fact.story === story.id)
        .map((fact) => fact.channel),
    );
    expect(story.channels_count).toBe(channels.size);
  });

  it('the themes grid holds every requested theme in the requested order, without mentions too', async () => {
    const { body } = await ref.post('/api/v1/info/themes/list', { period: WEEK, theme_id: [16, 1, 4] }, token);
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([16, 1, 4]);
    for (const item of body.items) expect(item.dynamics).toHaveLength(5);
  });
});

describe('periods of whole months (read from the month rollups) and the days around them', () => {
  const LONG = { start_date: '2026-09-20', end_date: '2026-11-27' };

  it('tops, shares and channel figures agree with the rows', async () => {
    const rows = facts.filter(inPeriod(LONG));
    const themes = await ref.post('/api/v1/info/themes/top', { period: LONG, limit: 16 }, token);
    expect(themes.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(
      ranked(groupSum(rows, (fact) => fact.theme)),
    );
    const channels = await ref.post('/api/v1/info/channels/top', { period: LONG, limit: 5 }, token);
    expect(channels.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(
      ranked(groupSum(rows, (fact) => fact.channel)).slice(0, 5),
    );
    const stories = await ref.post(
      '/api/v1/info/stories/top',
      { period: LONG, limit: 5, channel_types: ['TV', 'ONLINE'] },
      token,
    );
    const tvOnline = rows.filter((fact) => fact.type === 'TV' || fact.type === 'ONLINE');
    expect(stories.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(
      ranked(groupSum(tvOnline, (fact) => fact.story)).slice(0, 5),
    );
  });

  it('statistics of themes: the per-channel breakdown of each theme adds up to it', async () => {
    const { body } = await ref.post('/api/v1/statistics/themes', { period: LONG, limit: 16 }, token);
    const rows = facts.filter(inPeriod(LONG));
    for (const item of body.statistics.items) {
      const own = rows.filter((fact) => fact.theme === item.id);
      expect(item.total).toBe(sum(own));
      expect(item.channels).toEqual(
        [...groupSum(own, (fact) => fact.channel)]
          .sort((a, b) => b[1] - a[1] || a[0] - b[0])
          .map(([channel_id, count]) => ({ channel_id, count })),
      );
    }
  });

  it('statistics of stories: the per-channel breakdown of each story adds up to it', async () => {
    const { body } = await ref.post('/api/v1/statistics/stories', { period: LONG, limit: 5 }, token);
    const rows = facts.filter(inPeriod(LONG));
    expect(body.statistics.items.map((item: { id: number; total: number }) => [item.id, item.total])).toEqual(
      ranked(groupSum(rows, (fact) => fact.story)).slice(0, 5),
    );
    for (const item of body.statistics.items)
      expect(item.channels).toEqual(byChannel(rows.filter((fact) => fact.story === item.id)));
  });

  it('with channels chosen, stories, persons and markers agree with the rows of those channels', async () => {
    const rows = facts.filter(inPeriod(LONG));
    const channels = ranked(groupSum(rows, (fact) => fact.channel))
      .slice(0, 3)
      .map(([id]) => id);
    const chosen = rows.filter((fact) => channels.includes(fact.channel));
    const stories = await ref.post('/api/v1/info/stories/top', { period: LONG, channels, limit: 5 }, token);
    expect(stories.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(
      ranked(groupSum(chosen, (fact) => fact.story)).slice(0, 5),
    );
    const byEntity = (links: Map<number, Set<number>>) => {
      const map = new Map<number, number>();
      for (const fact of chosen)
        for (const id of links.get(fact.story) ?? []) map.set(id, (map.get(id) ?? 0) + fact.count);
      return map;
    };
    const persons = await ref.post('/api/v1/info/person/top', { period: LONG, channels, limit: 5 }, token);
    expect(persons.body.items.map((item: { id: number; count: number }) => [item.id, item.count])).toEqual(
      ranked(byEntity(storyPersons)).slice(0, 5),
    );
    const markers = await ref.post('/api/v1/statistics/markers', { period: LONG, channels, limit: 3 }, token);
    expect(markers.body.statistics.items.map((item: { id: number; total: number }) => [item.id, item.total])).toEqual(
      ranked(byEntity(storyMarkers)).slice(0, 3),
    );
    for (const item of markers.body.statistics.items)
      expect(item.channels).toEqual(byChannel(chosen.filter((fact) => storyMarkers.get(fact.story)?.has(item.id))));
  });
});

/** A breakdown by channel as the statistics give it: most mentioned first. */
const byChannel = (rows: Fact[]) =>
  [...groupSum(rows, (fact) => fact.channel)]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([channel_id, count]) => ({ channel_id, count }));

describe('statistics', () => {
  it('themes: totals, per-day and per-channel figures agree', async () => {
    const { body } = await ref.post('/api/v1/statistics/themes', { period: MONTH, limit: 3 }, token);
    const rows = facts.filter(inPeriod(MONTH));
    expect(body.statistics.total).toBe(sum(rows));
    const item = body.statistics.items[0];
    const own = rows.filter((fact) => fact.theme === item.id);
    expect(item.total).toBe(sum(own));
    expect(item.dynamics.reduce((total: number, point: { count: number }) => total + point.count, 0)).toBe(item.total);
    expect(item.channels.reduce((total: number, entry: { count: number }) => total + entry.count, 0)).toBe(item.total);
    expect(item.channels[0]).toEqual({
      channel_id: ranked(groupSum(own, (fact) => fact.channel))[0]![0],
      count: ranked(groupSum(own, (fact) => fact.channel))[0]![1],
    });
  });

  it('channels: the types split adds up to the total', async () => {
    const { body } = await ref.post('/api/v1/statistics/channels', { period: MONTH }, token);
    const types = body.statistics.types.reduce((total: number, entry: { total: number }) => total + entry.total, 0);
    expect(types).toBe(body.statistics.total);
  });

  it('one story: its header, its sources and 404 for a story that does not exist', async () => {
    const top = await ref.post('/api/v1/info/stories/top', { period: MONTH, limit: 1 }, token);
    const story = top.body.items[0];
    const { status, body } = await ref.post(
      '/api/v1/statistics/story',
      { period: MONTH, story_id: story.id, limit: 50 },
      token,
    );
    expect(status).toBe(200);
    expect(body.statistics.total).toBe(story.count);
    expect(body.statistics.sources.reduce((total: number, source: { count: number }) => total + source.count, 0)).toBe(
      story.count,
    );
    expect((await ref.post('/api/v1/statistics/story', { story_id: 999_999 }, token)).status).toBe(404);
  });

  it('persons and markers: a mention counts once for each person or marker of its story', async () => {
    const rows = facts.filter(inPeriod(MONTH));
    const persons = await ref.post('/api/v1/statistics/persons', { period: MONTH }, token);
    expect(persons.body.statistics.total).toBe(
      rows.reduce((total, fact) => total + fact.count * (storyPersons.get(fact.story)?.size ?? 0), 0),
    );
    const markers = await ref.post('/api/v1/statistics/markers', { period: MONTH }, token);
    expect(markers.body.statistics.total).toBe(
      rows.reduce((total, fact) => total + fact.count * (storyMarkers.get(fact.story)?.size ?? 0), 0),
    );
    const top = markers.body.statistics.items.reduce((total: number, item: { total: number }) => total + item.total, 0);
    expect(top).toBeLessThanOrEqual(markers.body.statistics.total);
  });

  it('persons and markers can be narrowed to some of them', async () => {
    const top = await ref.post('/api/v1/statistics/persons', { period: MONTH, limit: 2 }, token);
    const second = top.body.statistics.items[1];
    const only = await ref.post('/api/v1/statistics/persons', { period: MONTH, person_id: [second.id] }, token);
    expect(only.body.statistics.items).toHaveLength(1);
    expect(only.body.statistics.total).toBe(second.total);
  });

  it('the theme catalogue: in the language asked for, paged', async () => {
    const arabic = await ref.post('/api/v1/theme/list', undefined, token, { 'accept-language': 'ar' });
    expect(arabic.body.items[0]).toEqual({ id: 1, name: 'السياسة' });
    expect(arabic.body.meta).toEqual({ total: 16, page: 1, limit: 20 });
    const page = await ref.post(
      '/api/v1/theme/list',
      { page: 2, limit: 5, sort_by: 'name', sort_order: 'desc' },
      token,
    );
    expect(page.body.items).toHaveLength(5);
  });
});

describe('requests that break the contract', () => {
  it('answer 400 with the fields named, never 500', async () => {
    const reversed = await ref.post(
      '/api/v1/info/themes/top',
      { period: { start_date: '2026-11-20', end_date: '2026-11-01' } },
      token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty(['period.start_date']);
    const wrong = await ref.post(
      '/api/v1/info/themes/top',
      { channels: [0], extra: true, limit: 5000, channel_types: ['CINEMA'] },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['channel_types.0', 'channels.0', 'extra', 'limit']);
    const broken = await fetch(`${ref.url}/api/v1/info/themes/top`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"period":',
    });
    expect(broken.status).toBe(400);
    const long = await ref.post(
      '/api/v1/info/themes/top',
      { period: { start_date: '2024-01-01', end_date: '2026-11-27' } },
      token,
    );
    expect(long.status).toBe(400);
  });

  it('answer 401 without a token and 403 to an account without the section', async () => {
    expect((await ref.post('/api/v1/info/themes/top', {})).status).toBe(401);
    expect((await ref.post('/api/v1/info/themes/top', {}, 'cab_forged')).status).toBe(401);
    const music = await ref.login({ email: 'j.carter@radiowatch.co.uk', password: 'Secret-2026' });
    const refused = await ref.post('/api/v1/info/themes/top', {}, music);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.', code: 'forbidden' });
  });
});

describe('dates', () => {
  it('day numbers and dates round-trip', () => {
    for (const date of ['2024-02-29', '2026-01-01', '2026-11-27']) expect(dateOf(dayOf(date))).toBe(date);
  });
});
