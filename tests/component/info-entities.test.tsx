import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/entities?period[start_date]=2026-11-16&period[end_date]=2026-11-22';

describe('info: key entities', () => {
  it('shows the top key entities with their tonality and the totals from the contract example', async () => {
    await renderApp(URL, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Key entities' }, WAIT);

    const top = await block('Tonality of the top key entities');
    const rate = await within(top).findByRole('row', { name: /Ключевая ставка/ }, WAIT);
    within(rate).getByText('747');
    expect(rate.textContent).toContain('75');
    expect(rate.textContent).toContain('336');
    expect(within(top).getByRole('row', { name: /نيوم \(NEOM\)/ }).textContent).toContain('352');
    expect(within(top).getAllByRole('row')).toHaveLength(9);

    const totals = await block('Key entities: totals');
    expect(within(totals).getByRole('row', { name: /ОПЕК\+/ }).textContent).toContain('594');
    expect(within(totals).getByRole('row', { name: /All mentions/ }).textContent).toContain('2,718');
  });

  it('sends the filters of the URL with every request', async () => {
    const requests = recordRequests();
    await renderApp(`${URL}&channels[0]=8&content_type[0]=text&limit=5`, { as: { infopole: true } });
    await block('Key entities: totals');
    const expected = {
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [8],
      channel_types: [],
      content_type: ['text'],
      markers: [],
      limit: 5,
    };
    await waitFor(() => {
      expect(requests.bodies('/api/v1/info/markers/top')).toContainEqual(expected);
      expect(requests.bodies('/api/v1/statistics/markers')).toContainEqual(expected);
    }, WAIT);
  });

  it('draws the five most mentioned key entities by day until others are chosen', async () => {
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const dynamics = await block('Mentions of key entities by day');
    const table = await chartTable(dynamics, user);
    const columns = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    // The last column notes the days on which a line stands out from its usual level.
    expect(columns()).toEqual([
      'Date',
      'Ключевая ставка',
      'Центральный банк',
      'ОПЕК+',
      'نيوم (NEOM)',
      'Expo 2030',
      'Stands out',
    ]);
    await user.click(within(dynamics).getByLabelText('COP31'));
    expect(columns()).toContain('COP31');
  });

  it('says so when no key entity was mentioned', async () => {
    server.use(
      answer('/api/v1/info/markers/top', 'post', { items: [] }),
      answer('/api/v1/statistics/markers', 'post', {
        statistics: { total: 0, dynamics: [{ date: '2026-11-16', count: 0 }], items: [] },
      }),
    );
    await renderApp(URL, { as: { infopole: true } });
    await within(await block('Top key entities')).findByText(
      'No key entity was mentioned with the chosen filters.',
      {},
      WAIT,
    );
    await within(await block('Mentions of key entities by day')).findByText(
      'No key entity was mentioned with the chosen filters, so there are no dynamics to show.',
      {},
      WAIT,
    );
  });

  it('shows a failed block with a retry while the other blocks still render', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/info/markers/top', 'post', async ({ sent }, reply) => {
        // The filter bar's catalogue of key entities (it asks for 1,000), not the page's own call.
        if ((await sent()).limit === 1000) return { items: [] };
        calls += 1;
        return calls === 1
          ? reply(500, { message: 'Server error', code: 'server_error' })
          : { items: [{ id: 208, name: 'COP31', count: 66, sentiment: { positive: 20, neutral: 30, negative: 16 } }] };
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const top = await block('Top key entities');
    await within(top).findByText('This block could not be loaded.', {}, WAIT);
    await within(await block('Key entities: totals')).findByRole('row', { name: /Аэрофлот/ }, WAIT);

    await user.click(within(top).getByRole('button', { name: 'Try again' }));
    within(await chartTable(top, user)).getByRole('row', { name: /COP31/ });
    await within(await block('Tonality of the top key entities')).findByRole('row', { name: /COP31/ }, WAIT);
    expect(calls).toBe(2);
  });
});
