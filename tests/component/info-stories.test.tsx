import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const WEEK = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const FILTER = {
  period: { start_date: '2026-11-16', end_date: '2026-11-22' },
  channels: [],
  channel_types: ['TV', 'PRESS'],
  content_type: ['all'],
  markers: [],
  limit: 10,
};
const KEY_RATE = 'Решение ЦБ по ключевой ставке';

/** The page's validated search (parsed values, numbers as numbers). */
function pageSearch(router: Awaited<ReturnType<typeof renderApp>>['router']): {
  story?: number;
  channel_types?: string[];
} {
  return router.state.matches.at(-1)?.search ?? {};
}

function storiesTable() {
  return screen.getByRole('table', { name: /Top stories/ });
}

describe('info stories page', () => {
  it('lists the top stories with their theme, mentions, sentiment and times, for the filters of the URL', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/stories?${WEEK}&channel_types[]=TV&channel_types[]=PRESS`, {
      as: { infopole: true },
    });

    await screen.findByRole('heading', { level: 1, name: 'Stories' }, WAIT);
    await screen.findByRole('link', { name: KEY_RATE }, WAIT);
    expect(requests.bodies('/api/v1/info/stories/top').at(-1)).toEqual(FILTER);

    const row = within(storiesTable()).getByRole('row', { name: new RegExp(KEY_RATE) });
    await within(row).findByText('Финансы', undefined, WAIT);
    for (const text of ['896', '108', '412', '376']) within(row).getByText(text);
    expect(row.querySelectorAll('time')[0]?.getAttribute('dateTime')).toBe('2026-11-16T09:40:00+03:00');
    // Monitored text in any script is shown as it is.
    screen.getByRole('link', { name: 'مشروع نيوم للطاقة الخضراء' });
    expect(within(storiesTable()).getAllByRole('link')).toHaveLength(8);
  });

  it('opens a story from its link, with the filters, and closes it again', async () => {
    const requests = recordRequests();
    const { router } = await renderApp(`/cabinet/info/stories?${WEEK}&channel_types[]=TV&channel_types[]=PRESS`, {
      as: { infopole: true },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: KEY_RATE }, WAIT));

    await waitFor(() => expect(pageSearch(router).story).toBe(301));
    expect(pageSearch(router).channel_types).toEqual(['TV', 'PRESS']);
    const detail = await screen.findByLabelText('Story details', undefined, WAIT);
    await within(detail).findByRole('heading', { level: 2, name: KEY_RATE }, WAIT);
    // Opening a story from the list moves the focus to its detail.
    expect(document.activeElement).toBe(detail);
    expect(within(storiesTable()).getByRole('link', { name: KEY_RATE }).getAttribute('aria-current')).toBeTruthy();
    expect(within(storiesTable()).getByRole('row', { name: new RegExp(KEY_RATE) }).className).toBe('is-open');
    await waitFor(() =>
      expect(requests.bodies('/api/v1/statistics/story').at(-1)).toEqual({ ...FILTER, story_id: 301 }),
    );

    const sources = await within(detail).findByRole('figure', { name: 'Sources' }, WAIT);
    await chartTable(sources, user);
    const rbc = within(sources).getByRole('row', { name: /РБК/ });
    within(rbc).getByText('141');
    within(rbc).getByText('Online media');
    expect(within(sources).getAllByRole('row')).toHaveLength(12);

    const dynamics = within(detail).getByRole('figure', { name: 'Mentions by day' });
    await chartTable(dynamics, user);
    within(dynamics).getByText('432');

    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pageSearch(router).story).toBeUndefined());
    expect(screen.queryByLabelText('Story details')).toBeNull();
    expect(pageSearch(router).channel_types).toEqual(['TV', 'PRESS']);
  });

  it('says so when the story of a link does not exist', async () => {
    server.use(refuse('/api/v1/statistics/story', 'post', 404, { message: 'Not found.', code: 'not_found' }));
    const { router } = await renderApp(`/cabinet/info/stories?${WEEK}&story=999`, { as: { infopole: true } });
    await screen.findByRole('heading', { name: 'Story not found' }, WAIT);
    screen.getByText(/There is no story with this link/);
    // The list still works.
    await screen.findByRole('link', { name: KEY_RATE }, WAIT);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(pageSearch(router).story).toBeUndefined());
  });

  it('drops a malformed story id from the URL', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/stories?${WEEK}&story=abc`, { as: { infopole: true } });
    await screen.findByRole('link', { name: KEY_RATE }, WAIT);
    expect(screen.queryByLabelText('Story details')).toBeNull();
    expect(requests.to('/api/v1/statistics/story')).toHaveLength(0);
  });

  it('says so when no story matches the filters, and when the story has no mentions', async () => {
    server.use(
      answer('/api/v1/info/stories/top', 'post', { items: [] }),
      answer('/api/v1/statistics/story', 'post', {
        statistics: {
          story: {
            id: 301,
            title: KEY_RATE,
            theme_id: 14,
            first_seen: '2026-11-16T09:40:00+03:00',
            last_seen: '2026-11-22T21:34:00+03:00',
          },
          total: 0,
          sentiment: { positive: 0, neutral: 0, negative: 0 },
          dynamics: [{ date: '2026-11-16', count: 0 }],
          sources: [],
        },
      }),
    );
    await renderApp(`/cabinet/info/stories?${WEEK}&channel_types[]=TELEGRAM&story=301`, { as: { infopole: true } });
    await screen.findByText('No story was mentioned for the chosen filters.', undefined, WAIT);
    await screen.findByText('The story has no mentions for the chosen filters.', undefined, WAIT);
  });

  it('shows a failed list with a retry while the open story still renders', async () => {
    let healthy = false;
    let calls = 0;
    server.use(
      answer('/api/v1/info/stories/top', 'post', (_info, reply) => {
        calls += 1;
        return healthy
          ? {
              items: [
                {
                  id: 305,
                  title: 'Финал Кубка России',
                  theme_id: 5,
                  count: 432,
                  sentiment: { positive: 238, neutral: 129, negative: 65 },
                  first_seen: '2026-11-16T07:36:00+03:00',
                  last_seen: '2026-11-22T22:25:00+03:00',
                },
              ],
            }
          : reply(500, { message: 'Server error.', code: 'server_error' });
      }),
    );
    await renderApp(`/cabinet/info/stories?${WEEK}&story=301`, { as: { infopole: true } });
    await screen.findByText('This block could not be loaded.', undefined, WAIT);
    await screen.findByRole('heading', { level: 2, name: KEY_RATE }, WAIT);

    healthy = true;
    const before = calls;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Финал Кубка России' }, WAIT);
    expect(screen.queryByText('This block could not be loaded.')).toBeNull();
    expect(calls).toBe(before + 1);
  });

  it('draws the rows once the theme names are in, and with stand-ins when the names fail', async () => {
    let releaseThemes: (() => void) | undefined;
    server.use(
      answer('/api/v1/theme/list', 'post', async (_info, reply) => {
        await new Promise<void>((resolve) => (releaseThemes = resolve));
        return reply(500, { message: 'Server error.', code: 'server_error' });
      }),
    );
    let storiesAnswered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/api/v1/info/stories/top')) storiesAnswered = true;
    });
    await renderApp(`/cabinet/info/stories?${WEEK}`, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 2, name: 'Top stories' }, WAIT);
    await waitFor(() => expect(storiesAnswered && releaseThemes).toBeTruthy(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The stories are in, the names are not: the block still loads rather than drawing rows that would grow.
    expect(screen.queryByRole('link', { name: KEY_RATE })).toBeNull();
    releaseThemes!();
    await screen.findByRole('link', { name: KEY_RATE }, WAIT);
    const row = within(storiesTable()).getByRole('row', { name: new RegExp(KEY_RATE) });
    within(row).getByText(/^Theme #\d+$/);
  });
});
