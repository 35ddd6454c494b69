import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const WEEK = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const ALL_THEMES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

/** The page's validated search (parsed values, numbers as numbers). */
function pageSearch(router: Awaited<ReturnType<typeof renderApp>>['router']): { themes?: number[]; period?: unknown } {
  return router.state.matches.at(-1)?.search ?? {};
}

function checkbox(name: RegExp) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('info themes page', () => {
  it('sends the fixed 16 themes with the filters of the URL and draws the top 5 by default', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/themes?${WEEK}&channel_types[]=TV&markers[]=205`, { as: { infopole: true } });

    await screen.findByRole('heading', { level: 1, name: 'Themes' }, WAIT);
    await screen.findByRole('checkbox', { name: /Политика/ }, WAIT);
    const filter = {
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [],
      channel_types: ['TV'],
      content_type: ['all'],
      markers: [205],
      limit: 10,
    };
    expect(requests.bodies('/api/v1/info/themes/list').at(-1)).toEqual({ ...filter, theme_id: ALL_THEMES });
    expect(requests.bodies('/api/v1/info/themes/top').at(-1)).toEqual(filter);

    // The top five by mentions: Политика, Энергетика, Финансы, Происшествия, Спорт.
    for (const name of [/Политика/, /Энергетика/, /Финансы/, /Происшествия/, /Спорт/])
      expect(checkbox(name).checked).toBe(true);
    for (const name of [/Экономика/, /Музыка/]) expect(checkbox(name).checked).toBe(false);

    const dynamicsTable = await chartTable('Themes by day');
    within(dynamicsTable).getByRole('columnheader', { name: 'Энергетика' });
    expect(within(dynamicsTable).getAllByRole('row')).toHaveLength(8);
    within(dynamicsTable).getByText('488');
  });

  it('shows the top themes with mentions, share and sentiment', async () => {
    await renderApp(`/cabinet/info/themes?${WEEK}`, { as: { infopole: true } });
    const top = await chartTable('Top themes');
    const row = within(top).getByRole('row', { name: /Энергетика/ });
    within(row).getByText('1,340');
    within(row).getByText('13.8');
    within(row).getByText('403');
    within(row).getByText('737');
    within(row).getByText('200');
    expect(within(top).getAllByRole('row')).toHaveLength(11);
  });

  it('keeps the chosen themes in the URL', async () => {
    const { router } = await renderApp(`/cabinet/info/themes?${WEEK}&themes[]=16&themes[]=2&themes[]=99&themes[]=x`, {
      as: { infopole: true },
    });
    await screen.findByRole('checkbox', { name: /Музыка/ }, WAIT);
    expect(checkbox(/Экономика/).checked).toBe(true);
    expect(checkbox(/Музыка/).checked).toBe(true);
    expect(checkbox(/Политика/).checked).toBe(false);

    const user = userEvent.setup();
    await user.click(checkbox(/Политика/));
    await waitFor(() => expect(pageSearch(router).themes).toEqual([1, 2, 16]));
    expect(checkbox(/Политика/).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Show the most mentioned' }));
    await waitFor(() => expect(pageSearch(router).themes).toBeUndefined());
    expect(checkbox(/Спорт/).checked).toBe(true);
    expect(checkbox(/Музыка/).checked).toBe(false);
    // The filters stay as they were.
    expect(pageSearch(router).period).toEqual({ start_date: '2026-11-16', end_date: '2026-11-22' });
  });

  it('falls back to the top themes when the URL names no valid theme', async () => {
    await renderApp(`/cabinet/info/themes?${WEEK}&themes[]=x&themes[]=0`, { as: { infopole: true } });
    await screen.findByRole('checkbox', { name: /Политика/ }, WAIT);
    expect(checkbox(/Политика/).checked).toBe(true);
    expect(checkbox(/Музыка/).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Show the most mentioned' })).toBeNull();
  });

  it('says so when nothing matches the filters', async () => {
    server.use(
      answer('/api/v1/info/themes/list', 'post', {
        items: ALL_THEMES.map((id) => ({
          id,
          name: `Тема ${id}`,
          total: 0,
          dynamics: [{ date: '2026-11-16', count: 0 }],
        })),
      }),
      answer('/api/v1/info/themes/top', 'post', { items: [] }),
    );
    await renderApp(`/cabinet/info/themes?${WEEK}&channel_types[]=TELEGRAM`, { as: { infopole: true } });
    await screen.findByText('None of the themes was mentioned for the chosen filters.', undefined, WAIT);
    await screen.findByText('No theme was mentioned for the chosen filters.', undefined, WAIT);
  });

  it('shows a failed block with a retry while the other block still renders', async () => {
    let calls = 0;
    let healthy = false;
    server.use(
      answer('/api/v1/info/themes/top', 'post', (_info, reply) => {
        calls += 1;
        return healthy
          ? {
              items: [
                {
                  id: 5,
                  name: 'Спорт',
                  count: 857,
                  share: 0.0881,
                  sentiment: { positive: 387, neutral: 369, negative: 101 },
                },
              ],
            }
          : reply(500, { message: 'Server error.', code: 'server_error' });
      }),
    );
    await renderApp(`/cabinet/info/themes?${WEEK}`, { as: { infopole: true } });
    await screen.findByText('This block could not be loaded.', undefined, WAIT);
    await screen.findByRole('checkbox', { name: /Политика/ }, WAIT);

    healthy = true;
    const before = calls;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    within(await chartTable('Top themes')).getByRole('row', { name: /Спорт/ });
    expect(screen.queryByText('This block could not be loaded.')).toBeNull();
    expect(calls).toBe(before + 1);
  });
});
