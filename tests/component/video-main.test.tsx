import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '../setup/answers';
import { block, chartTable, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/video/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22&channel_types[]=TV';
const BODY = {
  period: { start_date: '2026-11-16', end_date: '2026-11-22' },
  channels: [],
  channel_types: ['TV'],
  content_type: ['all'],
  markers: [],
  limit: 10,
};
const VIDEO = { video: true, video_infopole: true };

/** The content chart's "Show airings" button, once the chart's days are there. */
async function showAirings(chart: HTMLElement): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = within(chart).getByRole('button', { name: 'Show airings' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  }, WAIT);
}

describe('video overview', () => {
  it('shows the objects, persons and content from the contract examples, with the filters from the URL', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: { video_infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Video: overview' }, WAIT);
    const objects = await chartTable('Top objects');
    within(objects).getByText('Сбер');
    within(objects).getAllByText('Logo');
    const persons = await chartTable('Top persons');
    within(persons).getByText('Михаил Орлов');
    const content = await block('Content categories: totals');
    await within(content).findByText('Новости', {}, WAIT);
    expect(within(content).getByText(/Altogether:/).textContent).toContain('2,806');
    const airtime = await chartTable('Airtime by content category');
    // Airtime in hours per day; the two smallest of ten categories share the last colour as "other".
    within(airtime).getByRole('columnheader', { name: 'Other categories' });
    expect(within(airtime).getAllByRole('row')[1]?.textContent).toContain('56.4');
    await waitFor(() => expect(requests.bodies('/api/v1/video/objects/top')[0]).toEqual(BODY), WAIT);
    await waitFor(() => expect(requests.bodies('/api/v1/video/content/charts')[0]).toEqual(BODY), WAIT);
    // The overview draws the split by channel as bars only: no dynamics per channel.
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/objects/statistics/channels')[0]).toEqual({
          ...BODY,
          channel_dynamics: false,
        }),
      WAIT,
    );
  });

  it('opens the airings behind a day of the content chart in the side panel', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(URL, { as: VIDEO });
    const chart = await block('Airtime by content category');
    const open = await showAirings(chart);
    await user.selectOptions(within(chart).getByLabelText('Day of the airings'), '2026-11-22');
    await user.click(open);
    const panel = screen.getByRole('complementary', { name: /^Airings: / });
    expect(await within(panel).findByRole('radio', { name: /Новости/ }, WAIT)).toHaveProperty('checked', true);
    await within(panel).findByRole('rowheader', { name: /Футбол\. Кубок России\. Финал/ }, WAIT);
    within(panel).getByText('Tracked item 1460');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/content/details')[0]).toEqual({
          ...BODY,
          category_id: 1,
          date: '2026-11-22',
          page: 1,
          limit: 10,
        }),
      WAIT,
    );
    await user.click(within(panel).getByRole('radio', { name: /Спорт/ }));
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/content/details').at(-1)).toMatchObject({
          category_id: 3,
          date: '2026-11-22',
        }),
      WAIT,
    );
    await user.click(await within(panel).findByRole('button', { name: 'Next page' }, WAIT));
    await waitFor(
      () => expect(requests.bodies('/api/v1/video/content/details').at(-1)).toMatchObject({ category_id: 3, page: 2 }),
      WAIT,
    );
    await user.click(within(panel).getByRole('button', { name: 'Close the airings' }));
    expect(screen.queryByRole('complementary', { name: /^Airings: / })).toBeNull();
  });

  it('says so in the panel when the category no longer exists', async () => {
    server.use(refuse('/api/v1/video/content/details', 'post', 404, { message: 'Not found.', code: 'not_found' }));
    const user = userEvent.setup();
    await renderApp(URL, { as: VIDEO });
    const chart = await block('Airtime by content category');
    await user.click(await showAirings(chart));
    const panel = screen.getByRole('complementary', { name: /^Airings: / });
    await within(panel).findByText('This data was not found. It may have been removed.', {}, WAIT);
  });

  it('shows the empty state of each block when nothing was on screen', async () => {
    server.use(
      answer('/api/v1/video/objects/top', 'post', { items: [] }),
      answer('/api/v1/video/content/charts', 'post', { charts: { duration_seconds: 0, items: [] } }),
      answer('/api/v1/video/content/statistics', 'post', {
        statistics: { total: 0, duration_seconds: 0, dynamics: [], items: [] },
      }),
    );
    await renderApp(URL, { as: VIDEO });
    await within(await block('Top objects')).findByText(
      'No object was recognised on the chosen channels in this period.',
      {},
      WAIT,
    );
    await within(await block('Airtime by content category')).findByText(
      'No monitored airtime on the chosen channels in this period.',
      {},
      WAIT,
    );
    expect(
      (
        within(await block('Airtime by content category')).getByRole('button', {
          name: 'Show airings',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await within(await block('Content categories: totals')).findByText(
      'No airing on the chosen channels in this period.',
      {},
      WAIT,
    );
  });

  it('fails one block alone and retries it', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/video/persons/top', 'post', (_info, reply) => {
        calls += 1;
        return reply(500, { message: 'Internal server error.', code: 'internal_error' });
      }),
    );
    await renderApp(URL, { as: VIDEO });
    const persons = await block('Top persons');
    await within(persons).findByText('This block could not be loaded.', {}, WAIT);
    within(await chartTable('Top objects')).getByText('Сбер');
    const before = calls;
    await userEvent.setup().click(within(persons).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before), WAIT);
  });

  it('is refused to a person with the video key only', async () => {
    const { router } = await renderApp(URL, { as: { video: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), WAIT);
  });

  it('speaks Russian and Arabic, right to left in Arabic', async () => {
    const view = await renderApp(URL, { as: VIDEO, locale: 'ru' });
    await screen.findByRole('heading', { name: 'Доля эфира по категориям контента' }, WAIT);
    view.unmount();
    await renderApp(URL, { as: VIDEO, locale: 'ar' });
    await screen.findByRole('heading', { level: 1 }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
