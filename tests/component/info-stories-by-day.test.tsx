import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@lib/compare/periods';
import { answer } from '../setup/answers';
import { block, chartTable, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

/**
 * The stories page's chart of the leading stories by day, drawn from the statistics of stories
 * (`POST /api/v1/statistics/stories`): five stories, the focused theme's when there is one, with
 * the compared period behind each line and its changes in the table, in three languages.
 */
const WEEK = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const PREVIOUS = { start_date: '2026-11-09', end_date: '2026-11-15' };

const days = (start: string, counts: readonly number[]) =>
  counts.map((count, index) => ({ date: addDays(start, index), count }));
const story = (id: number, title: string, start: string, counts: readonly number[]) => ({
  id,
  title,
  theme_id: 14,
  total: counts.reduce((a, b) => a + b, 0),
  dynamics: days(start, counts),
  channels: [{ channel_id: 8, count: counts.reduce((a, b) => a + b, 0) }],
});

function statisticsByWeek() {
  return answer('/api/v1/statistics/stories', 'post', async ({ sent }) => {
    const { period } = await sent();
    const start = period?.start_date ?? '2026-11-16';
    const earlier = start === PREVIOUS.start_date;
    const items = earlier
      ? [story(301, 'Решение ЦБ по ключевой ставке', start, [10, 10, 10, 10, 10, 10, 10])]
      : [
          story(301, 'Решение ЦБ по ключевой ставке', start, [20, 20, 20, 20, 20, 20, 20]),
          story(302, 'مشروع نيوم للطاقة الخضراء', start, [1, 2, 3, 4, 5, 6, 7]),
        ];
    const dynamics = days(
      start,
      items[0]!.dynamics.map((point, index) => point.count + (items[1]?.dynamics[index]?.count ?? 0)),
    );
    return { statistics: { total: dynamics.reduce((sum, point) => sum + point.count, 0), dynamics, items } };
  });
}

describe('the leading stories by day', () => {
  it('asks for five stories with the filters (and the focused theme), and shows each story as a line', async () => {
    const requests = recordRequests();
    server.use(statisticsByWeek());
    await renderApp(`/cabinet/info/stories?${WEEK}&theme=14`, { as: { infopole: true } });
    const table = await chartTable('Leading stories by day');
    expect(requests.bodies('/api/v1/statistics/stories').at(-1)).toMatchObject({
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      limit: 5,
      theme_id: [14],
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Решение ЦБ по ключевой ставке', 'مشروع نيوم للطاقة الخضراء']));
    within(table).getAllByText('20');
  });

  it('compared with the previous period: both periods asked for, the table gives each story its change', async () => {
    const requests = recordRequests();
    server.use(statisticsByWeek());
    await renderApp(`/cabinet/info/stories?${WEEK}&compare=previous`, { as: { infopole: true } });
    const table = await chartTable('Leading stories by day');
    await waitFor(
      () =>
        expect(
          requests.bodies('/api/v1/statistics/stories').map((body) => (body as { period: unknown }).period),
        ).toEqual(expect.arrayContaining([PREVIOUS])),
      WAIT,
    );
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((cell) => cell.textContent),
        ).toContain('Решение ЦБ по ключевой ставке: change'),
      WAIT,
    );
    // Each day: 20 against 10 on the same day of the week before, a change of 10 (100 %).
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 5),
    ).toEqual(['20', '10', '10', '100']);
  });

  it('is in Russian and Arabic too', async () => {
    server.use(statisticsByWeek());
    await renderApp(`/cabinet/info/stories?${WEEK}`, { as: { infopole: true }, locale: 'ru' });
    await block('Главные сюжеты по дням');
    screen.getByText('Упоминания 5 самых упоминаемых сюжетов в каждый день периода.');
  });

  it('in Arabic', async () => {
    server.use(statisticsByWeek());
    await renderApp(`/cabinet/info/stories?${WEEK}`, { as: { infopole: true }, locale: 'ar' });
    await block('أبرز القصص يومًا بيوم');
  });
});
