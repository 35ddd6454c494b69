// @vitest-environment node
// The story rollups over every channel type at once (story_all_day, story_all_month), which the
// answers that restrict no type read: they hold the sums of the rollups by type, as built and as
// today grows and a new day comes, and an answer read from them equals the same answer read from
// the rollups by type (every type asked for by name).
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

const SUMS = 'sum(positive), sum(neutral), sum(negative), min(first_at), max(last_at)';

function expectSums(): void {
  expect(rows('SELECT count(*) FROM story_all_day')[0]).not.toBe('[0]');
  expect(
    rows(
      `SELECT day, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at FROM story_all_day`,
    ),
  ).toEqual(rows(`SELECT day, story_id, theme_id, persons, markers, ${SUMS} FROM story_day GROUP BY day, story_id`));
  expect(
    rows(
      `SELECT month, story_id, theme_id, persons, markers, positive, neutral, negative, first_at, last_at FROM story_all_month`,
    ),
  ).toEqual(
    rows(`SELECT month, story_id, theme_id, persons, markers, ${SUMS} FROM story_month GROUP BY month, story_id`),
  );
}

describe('the story rollups over every channel type', () => {
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
        ['/api/v1/statistics/stories', { limit: 20 }],
      ] as const) {
        const body = { period, content_type: ['all'], markers: [], channels: [], ...extra };
        const overEvery = await ref.post(path, { ...body, channel_types: [] }, token);
        const byType = await ref.post(path, { ...body, channel_types: TYPES }, token);
        expect(overEvery.status, path).toBe(200);
        expect(overEvery.body, `${path} ${JSON.stringify(period)}`).toEqual(byType.body);
      }
    }
  });
});
