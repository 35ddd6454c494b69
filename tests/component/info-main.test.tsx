import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22&limit=5&channels[]=1';

describe('info overview', () => {
  it('shows every block from the contract examples and sends the filters from the URL', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    await screen.findByText('Решение ЦБ по ключевой ставке', {}, WAIT);
    await screen.findAllByText('Ключевая ставка', {}, WAIT);
    await screen.findByRole('heading', { name: 'Top themes' }, WAIT);
    await screen.findByRole('heading', { name: 'Sentiment by day' }, WAIT);
    await waitFor(() =>
      expect(requests.bodies('/api/v1/info/main/themes/top')[0]).toEqual({
        period: { start_date: '2026-11-16', end_date: '2026-11-22' },
        channels: [1],
        channel_types: [],
        content_type: ['all'],
        markers: [],
        limit: 5,
      }),
    );
  });

  it('counts in Russian with the right plural form', async () => {
    server.use(
      answer('/api/v1/info/main/stories/list', 'post', {
        items: [1, 3, 5, 21].map((count, index) => ({
          id: 301 + index,
          title: `Сюжет ${index + 1}`,
          theme_id: 1,
          count,
          sentiment: { positive: 0, neutral: count, negative: 0 },
          first_seen: '2026-11-16T09:00:00+03:00',
          last_seen: '2026-11-16T18:00:00+03:00',
          channels_count: 1,
        })),
        meta: { total: 4, page: 1, limit: 10 },
      }),
    );
    await renderApp(URL, { as: { infopole: true }, locale: 'ru' });
    const stories = await block('Главные сюжеты');
    await within(stories).findByText('1 упоминание', {}, WAIT);
    within(stories).getByText('3 упоминания');
    within(stories).getByText('5 упоминаний');
    within(stories).getByText('21 упоминание');
  });

  it('shows empty states when nothing matches', async () => {
    server.use(
      answer('/api/v1/info/main/themes/top', 'post', { items: [] }),
      answer('/api/v1/info/main/stories/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 5 } }),
    );
    await renderApp(URL, { as: { infopole: true } });
    const themes = await block('Top themes');
    await within(themes).findByText('Nothing was found for the chosen filters.', {}, WAIT);
    const stories = await block('Top stories');
    await within(stories).findByText('Nothing was found for the chosen filters.', {}, WAIT);
  });

  it('fails one block alone and retries it', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/info/markers/top', 'post', async ({ sent }, reply) => {
        if ((await sent()).limit === 1000) return undefined;
        calls += 1;
        return reply(500, { message: 'Internal server error.', code: 'internal_error' });
      }),
    );
    await renderApp(URL, { as: { infopole: true } });
    const markers = await block('Key entities');
    await within(markers).findByText('This block could not be loaded.', {}, WAIT);
    await screen.findByText('Решение ЦБ по ключевой ставке', {}, WAIT);
    const before = calls;
    await userEvent.setup().click(within(markers).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});
