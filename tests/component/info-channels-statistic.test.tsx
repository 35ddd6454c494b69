import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStatisticsChannelsResponseMock } from '@generated/api/statistics/statistics.msw';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/channels-statistic?period[start_date]=2026-11-16&period[end_date]=2026-11-22';

const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('info: channel statistics', () => {
  it('shows the split by channel type and the channels of the contract example', async () => {
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Channel statistics' }, WAIT);

    const types = await chartTable('Mentions by channel type', user);
    const tv = within(types).getByRole('row', { name: /^TV/ });
    expect(tv.textContent).toContain('2,860');
    expect(tv.textContent).toContain('29.41');
    expect(within(types).getByRole('row', { name: /News agencies/ }).textContent).toContain('2,832');
    expect(within(types).getAllByRole('row')).toHaveLength(8);

    const totals = await block('Channels: totals');
    const tass = within(totals).getByRole('row', { name: /ТАСС/ });
    expect(tass.textContent).toContain('News agencies');
    expect(tass.textContent).toContain('1,449');
    expect(tass.textContent).toContain('14.9%');
    expect(within(totals).getByRole('row', { name: /All mentions/ }).textContent).toContain('9,725');
  });

  it('sends the filters of the URL', async () => {
    const requests = recordRequests();
    await renderApp(`${URL}&channel_types[0]=TV&channel_types[1]=RADIO&content_type[0]=video`, {
      as: { infopole: true },
    });
    await block('Channels: totals');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/statistics/channels')).toContainEqual({
          period: { start_date: '2026-11-16', end_date: '2026-11-22' },
          channels: [],
          channel_types: ['TV', 'RADIO'],
          content_type: ['video'],
          markers: [],
          limit: 10,
        }),
      WAIT,
    );
  });

  it('draws channel types by day from dynamics sorted by date, whatever order the server sends', async () => {
    const unsorted = getStatisticsChannelsResponseMock();
    for (const entry of unsorted.statistics.types) entry.dynamics.reverse();
    unsorted.statistics.dynamics.reverse();
    server.use(answer('/api/v1/statistics/channels', 'post', unsorted));
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const table = await chartTable('Channel types by day', user);
    expect(columnsOf(table)).toEqual([
      'Date',
      'TV',
      'News agencies',
      'Online media',
      'Social networks',
      'Telegram',
      'Radio',
      'Press',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.textContent).toMatch(/^16 Nov 2026326358/);
    expect(rows[6]?.textContent).toMatch(/^22 Nov 2026248233/);
  });

  it('switches the split between a donut and bars, and lets the channels on the dynamics chart be chosen', async () => {
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const types = await block('Mentions by channel type');
    const switcher = await within(types).findByRole('group', { name: 'Chart type' }, WAIT);
    expect(within(switcher).getByRole('button', { name: 'Donut' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(switcher).getByRole('button', { name: 'Bars' }));
    expect(within(switcher).getByRole('button', { name: 'Bars' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(switcher).getByRole('button', { name: 'Donut' }).getAttribute('aria-pressed')).toBe('false');

    const dynamics = await block('Mentions of channels by day');
    expect(columnsOf(await chartTable(dynamics, user))).toEqual([
      'Date',
      'ТАСС',
      'РИА Новости',
      'РБК',
      'Лента.ру',
      'Readovka',
    ]);
    await user.click(within(dynamics).getByLabelText('НТВ'));
    await waitFor(() => expect(columnsOf(within(dynamics).getByRole('table'))).toContain('НТВ'), WAIT);
  });

  it('says so when no channel has mentions', async () => {
    server.use(
      answer('/api/v1/statistics/channels', 'post', {
        statistics: { total: 0, dynamics: [{ date: '2026-11-16', count: 0 }], types: [], items: [] },
      }),
    );
    await renderApp(URL, { as: { infopole: true } });
    await within(await block('Mentions by channel type')).findByText(
      'No channel type has mentions with the chosen filters.',
      {},
      WAIT,
    );
    await within(await block('Mentions of channels by day')).findByText(
      'No channel has mentions with the chosen filters, so there are no dynamics to show.',
      {},
      WAIT,
    );
    await within(await block('Channels: totals')).findByText(
      'No channel has mentions with the chosen filters.',
      {},
      WAIT,
    );
  });

  it('shows the failure in its blocks with a retry, the rest of the page still working', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/statistics/channels', 'post', (_info, reply) => {
        calls += 1;
        return calls === 1
          ? reply(500, { message: 'Server error', code: 'server_error' })
          : getStatisticsChannelsResponseMock();
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const totals = await block('Channels: totals');
    await within(totals).findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('heading', { level: 1, name: 'Channel statistics' });
    screen.getAllByRole('search', { name: 'Filters' });

    await user.click(within(totals).getByRole('button', { name: 'Try again' }));
    await within(totals).findByRole('row', { name: /ТАСС/ }, WAIT);
    await within(await block('Mentions by channel type')).findByRole('button', { name: 'Table' }, WAIT);
    expect(calls).toBe(2);
  });
});
