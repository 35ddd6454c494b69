import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/sources?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };

/** The page's own calls of the channels top, not the filter bar's catalogue of channels (which asks for 100). */
function topCalls(requests: ReturnType<typeof recordRequests>) {
  return requests.bodies('/api/v1/info/channels/top').filter((body) => (body as { limit?: number }).limit !== 100);
}

/** The channels table beside the chart (the chart's own table view is a separate one). */
async function channelsTable() {
  const channels = await block('Channels of the top');
  await within(channels).findByRole('row', { name: /ТАСС/ }, WAIT);
  return channels.querySelector('table.sources-table') as HTMLElement;
}

describe('info: sources', () => {
  it('lists the channels of the contract example with their localized type, country, mentions and share', async () => {
    await renderApp(URL, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Sources' }, WAIT);
    const table = await channelsTable();
    const tass = within(table).getByRole('row', { name: /ТАСС/ });
    within(tass).getByText('News agencies');
    within(tass).getByText('Russia');
    within(tass).getByText('1,449');
    within(tass).getByText('14.9%');
    const jazeera = within(table).getByRole('row', { name: /الجزيرة \(Al Jazeera\)/ });
    within(jazeera).getByText('TV');
    within(jazeera).getByText('Qatar');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it("names the countries in the reader's language", async () => {
    const view = await renderApp(URL, { as: { infopole: true }, locale: 'ru' });
    const tass = await screen.findByRole('row', { name: /ТАСС/ }, WAIT);
    within(tass).getByText('Россия');
    within(screen.getByRole('row', { name: /Al Jazeera/ })).getByText('Катар');
    view.unmount();
    await renderApp(URL, { as: { infopole: true }, locale: 'ar' });
    within(await screen.findByRole('row', { name: /ТАСС/ }, WAIT)).getByText('روسيا');
  });

  it('sends the filters of the URL and narrows to a channel type from the page', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`${URL}&channels[0]=8&channels[1]=1&limit=20`, { as: { infopole: true } });
    await channelsTable();
    expect(topCalls(requests)[0]).toEqual({
      period: PERIOD,
      channels: [8, 1],
      channel_types: [],
      content_type: ['all'],
      markers: [],
      limit: 20,
    });

    const types = screen.getByRole('group', { name: 'Channel type' });
    expect(within(types).getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(types).getByRole('button', { name: 'TV' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ channel_types: ['TV'] }), WAIT);
    await waitFor(
      () => expect(topCalls(requests).at(-1)).toMatchObject({ channel_types: ['TV'], channels: [8, 1], limit: 20 }),
      WAIT,
    );
    expect(within(types).getByRole('button', { name: 'TV' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(types).getByRole('button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(within(types).getByRole('button', { name: 'All types' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('channel_types'), WAIT);
  });

  it('groups the channels by type, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: { infopole: true } });
    await channelsTable();
    await user.click(screen.getByRole('checkbox', { name: 'Group by channel type' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'type' }), WAIT);

    const table = await channelsTable();
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => within(group).getAllByRole('row')[0]?.textContent)).toEqual([
      'News agencies2,83229.1%',
      'TV2,28023.5%',
      'Online media1,17912.1%',
      'Social networks96910%',
      'Telegram7838.1%',
      'Press4764.9%',
    ]);
    expect(within(groups[1] as HTMLElement).getAllByRole('row')).toHaveLength(5);
    await screen.findByRole('heading', { level: 2, name: 'Mentions by channel type' });
  });

  it('opens grouped from a shared link and ignores a malformed grouping', async () => {
    const view = await renderApp(`${URL}&group=type`, { as: { infopole: true } });
    expect(
      (await screen.findByRole('checkbox', { name: 'Group by channel type' }, WAIT)) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    view.unmount();
    const { router } = await renderApp(`${URL}&group=<script>`, { as: { infopole: true } });
    expect(
      (await screen.findByRole('checkbox', { name: 'Group by channel type' }, WAIT)) as HTMLInputElement,
    ).toHaveProperty('checked', false);
    expect((router.state.matches.at(-1)?.search as { group?: string }).group).toBeUndefined();
    expect(router.state.matches.at(-1)?.search).toMatchObject({ period: PERIOD });
  });

  it('says so when no channel has mentions', async () => {
    server.use(answer('/api/v1/info/channels/top', 'post', { items: [] }));
    await renderApp(URL, { as: { infopole: true } });
    await within(await block('Top channels')).findByText('No channel has mentions with the chosen filters.', {}, WAIT);
  });

  it('shows a failed block with a retry while the rest of the page still works', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/info/channels/top', 'post', async ({ sent }, reply) => {
        if ((await sent()).limit === 100)
          return { items: [{ id: 8, name: 'ТАСС', type: 'NEWS_AGENCY', country: 'RU', count: 1449, share: 0.149 }] };
        calls += 1;
        return calls === 1
          ? reply(500, { message: 'Server error', code: 'server_error' })
          : { items: [{ id: 3, name: 'НТВ', type: 'TV', country: 'RU', count: 529, share: 0.0544 }] };
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const top = await block('Top channels');
    await within(top).findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('heading', { level: 1, name: 'Sources' });
    screen.getByRole('group', { name: 'Channel type' });

    await user.click(within(top).getByRole('button', { name: 'Try again' }));
    within(await chartTable(top, user)).getByRole('row', { name: /НТВ/ });
    expect(calls).toBe(2);
  });
});
