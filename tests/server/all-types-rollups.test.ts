// @vitest-environment node
// The story and theme rollups over every channel type at once (story_all_day, story_all_month,
// theme_all_day, theme_all_month), which the answers that restrict no type read: they hold the
// sums of the rollups by type, as built and as today grows and a new day comes, and an answer read
// from them equals the same answer read from the rollups by type (every type asked for by name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataset, type Dataset } from '../../server/data/dataset.js';
import { PINNED, startReference, type Reference } from './helpers.js';

const TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'];

let moment = new Date(PINNED).getTime();
let dataset: Dataset;
let ref: Reference;
let token: string;

beforeAll(async () => {
  dataset = openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => new Date(moment) });
  ref = await startReference({}, { dataset });
  token = await ref.login();
});
afterAll(() => ref?.close());

/** Rows of a query, as sorted JSON lines: two tables compare whole. */
const rows = (sql: string) =>
  (dataset.db.prepare(sql).raw().all() as unknown[][]).map((row) => JSON.stringify(row)).sort();

const STORY = 'story_id, theme_id, persons, markers';
const STORY_SUMS = 'sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)';
const THEME_SUMS = 'sum(positive), sum(neutral), sum(negative), sum(person_mentions), sum(marker_mentions)';

function expectSums(): void {
  expect(rows('SELECT count(*) FROM story_all_day')[0]).not.toBe('[0]');
  expect(rows('SELECT count(*) FROM theme_all_month')[0]).not.toBe('[0]');
  expect(rows('SELECT * FROM story_all_day')).toEqual(
    rows(`SELECT day, ${STORY}, ${STORY_SUMS} FROM story_day GROUP BY day, story_id`),
  );
  expect(rows('SELECT * FROM story_all_month')).toEqual(
    rows(`SELECT month, ${STORY}, ${STORY_SUMS} FROM story_month GROUP BY month, story_id`),
  );
  expect(rows('SELECT * FROM theme_all_day')).toEqual(
    rows(`SELECT day, theme_id, ${THEME_SUMS} FROM theme_day GROUP BY day, theme_id`),
  );
  expect(rows('SELECT * FROM theme_all_month')).toEqual(
    rows(`SELECT month, theme_id, ${THEME_SUMS} FROM theme_month GROUP BY month, theme_id`),
  );
}

describe('the story and theme rollups over every channel type', () => {
  it('sum the rollups by type, as built', () => {
    expectSums();
  });

  it('follow today as it grows and the next day as it comes', () => {
    const before = rows('SELECT count(*), sum(positive + neutral + negative) FROM story_all_day')[0];
    moment += 6 * 3600 * 1000;
    dataset.refresh();
    expectSums();
    moment += 18 * 3600 * 1000;
    dataset.refresh();
    expectSums();
    expect(rows('SELECT count(*), sum(positive + neutral + negative) FROM story_all_day')[0]).not.toBe(before);
  });

  it('give the answers the rollups by type give', async () => {
    const periods = [
      { start_date: '2026-11-21', end_date: '2026-11-27' },
      { start_date: '2026-10-19', end_date: '2026-11-28' },
      { start_date: '2026-10-25', end_date: '2026-11-05' },
      // October whole, from the month rows, and November's days.
      { start_date: '2026-10-01', end_date: '2026-11-28' },
    ];
    for (const period of periods) {
      for (const [path, extra] of [
        ['/api/v1/info/main/stories/list', { page: 1, limit: 20 }],
        ['/api/v1/info/main/stories/list', { page: 2, limit: 5, sort_by: 'first_seen', sort_order: 'asc' }],
        ['/api/v1/info/stories/top', { limit: 20 }],
        ['/api/v1/info/person/top', { limit: 20 }],
        ['/api/v1/info/person/cloud', { limit: 20 }],
        ['/api/v1/info/markers/top', { limit: 20 }],
        ['/api/v1/info/main/themes/top', { limit: 20 }],
        ['/api/v1/info/main/themes/top', { markers: [202] }],
        ['/api/v1/info/themes/top', { limit: 20 }],
        ['/api/v1/info/themes/list', { theme_id: [1, 4, 11] }],
        ['/api/v1/info/sentiment/get', {}],
        ['/api/v1/info/channels/top', { limit: 20 }],
        ['/api/v1/statistics/stories', { limit: 20 }],
        ['/api/v1/statistics/themes', { limit: 20 }],
        ['/api/v1/statistics/themes', { markers: [202, 205] }],
        ['/api/v1/statistics/persons', { limit: 20 }],
        ['/api/v1/statistics/markers', { limit: 20 }],
        ['/api/v1/statistics/channels', { limit: 20 }],
      ] as const) {
        const body = { period, content_type: ['all'], markers: [], channels: [], ...extra };
        const overEvery = await ref.post(path, { ...body, channel_types: [] }, token);
        const byType = await ref.post(path, { ...body, channel_types: TYPES }, token);
        const label = `${path} ${JSON.stringify({ period, ...extra })}`;
        expect(overEvery.status, label).toBe(200);
        expect(overEvery.body, label).toEqual(byType.body);
      }
    }
  });
});
