import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../setup/answers';
import { block, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { catchSaves, type SavedFile } from '../setup/downloads';

const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const EARLIER = '2025-11-16';

/** Stories whose counts differ a year earlier. */
function storiesByYear() {
  return answer('/api/v1/info/stories/top', 'post', async ({ sent }) => {
    const { period } = await sent();
    const earlier = period?.start_date === EARLIER;
    const rows: [number, string, number][] = earlier
      ? [
          [11, 'Бюджет', 20],
          [12, 'Ставка', 8],
          [13, 'Выборы', 5],
        ]
      : [
          [12, 'Ставка', 10],
          [11, 'Бюджет', 10],
          [14, 'Погода', 4],
        ];
    return {
      items: rows.map(([id, title, count]) => ({
        id,
        title,
        theme_id: 1,
        count,
        sentiment: { positive: 0, neutral: count, negative: 0 },
        first_seen: '2026-11-16T09:00:00+03:00',
        last_seen: '2026-11-22T21:00:00+03:00',
      })),
    };
  });
}

describe('compared tables', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = catchSaves();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the top stories against a year earlier: the earlier count, the change and the place, and the CSV columns', async () => {
    server.use(storiesByYear());
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/stories?${PERIOD}&compare=year`, { as: { infopole: true } });
    const stories = await block('Top stories');
    const rate = (await within(stories).findByRole('rowheader', { name: 'Ставка' }, WAIT)).closest('tr')!;
    await within(rate).findByText('up 2, 25 percent', {}, WAIT);
    within(rate).getByText('up 1 places');
    const budget = within(stories).getByRole('rowheader', { name: 'Бюджет' }).closest('tr')!;
    within(budget).getByText('down 10, 50 percent');
    const weather = within(stories).getByRole('rowheader', { name: 'Погода' }).closest('tr')!;
    within(weather).getByText('new, none before');
    within(stories).getByText('Left the top: Выборы');
    await user.click(within(stories).getByRole('button', { name: 'Download CSV' }));
    const csv = await saved.at(-1)!.blob.text();
    const [header, first] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain('previous,change,change_pct,rank_change');
    expect(first).toContain('Ставка');
    expect(first).toMatch(/,8,2,25,1\b/);
  });

  it('without a comparison the table has no comparison columns', async () => {
    server.use(storiesByYear());
    await renderApp(`/cabinet/info/stories?${PERIOD}`, { as: { infopole: true } });
    const stories = await block('Top stories');
    await within(stories).findByRole('rowheader', { name: 'Ставка' }, WAIT);
    expect(within(stories).queryByRole('columnheader', { name: 'Change' })).toBeNull();
    expect(screen.queryByText(/Left the top/)).toBeNull();
  });

  it('music stories against the previous period: the compared period is asked for as one long page, each story gets its change', async () => {
    const requests = recordRequests();
    server.use(
      answer('/api/v1/music/stories/list', 'post', async ({ sent }) => {
        const { period, limit } = await sent();
        const earlier = period?.start_date === '2026-11-09';
        return {
          items: [{ id: 7, title: 'Зимний хит', theme_id: 1, count: earlier ? 40 : 50, first_played_on: '2026-11-01' }],
          meta: { total: 1, page: 1, limit: limit ?? 20 },
        };
      }),
    );
    await renderApp(`/cabinet/music/main?${PERIOD}&compare=previous`, { as: { music: true } });
    const stories = await block('Airplay stories');
    await within(stories).findByText('up 10, 25 percent', {}, WAIT);
    const compared = requests
      .bodies('/api/v1/music/stories/list')
      .find((body) => (body as { period: { start_date: string } }).period.start_date === '2026-11-09');
    expect(compared).toMatchObject({ page: 1, limit: 100 });
  });

  it('video persons totals against the previous period: each row and the overall count get their change', async () => {
    server.use(
      answer('/api/v1/video/persons/statistics', 'post', async ({ sent }) => {
        const { period } = await sent();
        const earlier = period?.start_date === '2026-11-09';
        const count = earlier ? 20 : 30;
        return {
          statistics: {
            total: count,
            duration_seconds: count * 10,
            dynamics: [{ date: period?.start_date ?? '2026-11-16', count }],
            items: [
              {
                id: 5,
                name: 'Ведущий',
                position: null,
                count,
                duration_seconds: count * 10,
                dynamics: [{ date: period?.start_date ?? '2026-11-16', count }],
              },
            ],
          },
        };
      }),
    );
    await renderApp(`/cabinet/video/persons?${PERIOD}&compare=previous`, { as: { video: true, video_infopole: true } });
    const totals = await block('Persons: totals');
    const row = (await within(totals).findByRole('rowheader', { name: 'Ведущий' }, WAIT)).closest('tr')!;
    await within(row).findByText('up 10, 50 percent', {}, WAIT);
    expect(within(totals).getAllByText('up 10, 50 percent')).toHaveLength(2);
  });

  it('the pivot table with days as rows sets each day against the same day of the compared period', async () => {
    await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=days&cols=themes&compare=previous`, { as: { infopole: true } });
    const pivot = await block('Mentions');
    await within(pivot).findByRole('columnheader', { name: 'Change' }, WAIT);
    // The mock answers both weeks alike, day by day: seven days and the grand total say so.
    await waitFor(() => expect(within(pivot).getAllByText('no change')).toHaveLength(8), WAIT);
  });

  it('the pivot table sets each row total against the compared period', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/pivot?${PERIOD}&compare=previous`, { as: { infopole: true } });
    const pivot = await block('Mentions');
    await within(pivot).findByRole('columnheader', { name: 'Change' }, WAIT);
    // The mock answers both weeks alike: every row and the grand total say so.
    await waitFor(() => expect(within(pivot).getAllByText('no change').length).toBeGreaterThan(1), WAIT);
    const periods = requests
      .bodies('/api/v1/statistics/themes')
      .map((body) => (body as { period: { start_date: string } }).period.start_date);
    expect(periods).toEqual(expect.arrayContaining(['2026-11-16', '2026-11-09']));
  });
});
