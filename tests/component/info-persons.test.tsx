import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/persons?period[start_date]=2026-11-16&period[end_date]=2026-11-22';

describe('info: persons', () => {
  it('shows the top persons with their position and tonality, the cloud and the totals from the contract example', async () => {
    await renderApp(URL, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Persons' }, WAIT);

    const top = await block('Tonality of the top persons');
    const lebedev = await within(top).findByRole('row', { name: /Дмитрий Лебедев/ }, WAIT);
    within(lebedev).getByText('мэр');
    within(lebedev).getByText('485');
    expect(lebedev.textContent).toContain('170');
    expect(lebedev.textContent).toContain('218');
    expect(lebedev.textContent).toContain('97');
    expect(within(top).getByRole('row', { name: /John Whitaker/ }).textContent).toContain('CEO, Northwind Air');

    const cloud = await block('Persons cloud');
    const list = within(cloud).getByRole('list', { name: 'Persons by mentions, most mentioned first' });
    const names = within(list).getAllByRole('listitem');
    expect(names).toHaveLength(8);
    expect(names[0]?.textContent).toBe('Дмитрий Лебедев (485 mentions)');
    expect(names[7]?.textContent).toBe('Sarah Mitchell (76 mentions)');
    expect(parseFloat((names[0] as HTMLElement).style.fontSize)).toBeGreaterThan(
      parseFloat((names[7] as HTMLElement).style.fontSize),
    );

    const totals = await block('Persons: totals');
    expect(within(totals).getByRole('row', { name: /Михаил Орлов/ }).textContent).toContain('453');
    expect(within(totals).getByRole('row', { name: /All mentions/ }).textContent).toContain('2,134');
  });

  it('sends the filters of the URL with every request', async () => {
    const requests = recordRequests();
    await renderApp(`${URL}&channel_types[0]=TV&markers[0]=207&limit=20`, { as: { infopole: true } });
    await block('Persons cloud');
    const expected = {
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [],
      channel_types: ['TV'],
      content_type: ['all'],
      markers: [207],
      limit: 20,
    };
    await waitFor(() => {
      expect(requests.bodies('/api/v1/info/person/top')).toContainEqual(expected);
      expect(requests.bodies('/api/v1/info/person/cloud')).toContainEqual(expected);
      expect(requests.bodies('/api/v1/statistics/persons')).toContainEqual(expected);
    }, WAIT);
  });

  it('draws the five most mentioned persons by day until others are chosen', async () => {
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const dynamics = await block('Mentions of persons by day');
    const table = await chartTable(dynamics, user);
    const columns = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    // The last column notes the days on which a line stands out from its usual level.
    expect(columns()).toEqual([
      'Date',
      'Дмитрий Лебедев',
      'Михаил Орлов',
      'أحمد المنصوري',
      'Елена Брагина',
      'Карим Нуриев',
      'Stands out',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(8);

    await user.click(within(dynamics).getByLabelText('Sarah Mitchell'));
    await user.click(within(dynamics).getByLabelText('Михаил Орлов'));
    expect(columns()).toEqual([
      'Date',
      'Дмитрий Лебедев',
      'أحمد المنصوري',
      'Елена Брагина',
      'Карим Нуриев',
      'Sarah Mitchell',
      'Stands out',
    ]);

    await user.click(within(dynamics).getByRole('button', { name: 'Clear' }));
    within(dynamics).getByText('Choose at least one person to draw the chart.');
  });

  it('is shown in Russian, and in Arabic right to left', async () => {
    const view = await renderApp(URL, { as: { infopole: true }, locale: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Персоны' }, WAIT);
    await screen.findByRole('heading', { level: 2, name: 'Облако персон' }, WAIT);
    view.unmount();
    await renderApp(URL, { as: { infopole: true }, locale: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'الأشخاص' }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says so when nobody was mentioned', async () => {
    server.use(
      answer('/api/v1/info/person/top', 'post', { items: [] }),
      answer('/api/v1/info/person/cloud', 'post', { items: [] }),
      answer('/api/v1/statistics/persons', 'post', {
        statistics: { total: 0, dynamics: [{ date: '2026-11-16', count: 0 }], items: [] },
      }),
    );
    await renderApp(URL, { as: { infopole: true } });
    await within(await block('Top persons')).findByText('No person was mentioned with the chosen filters.', {}, WAIT);
    await within(await block('Persons cloud')).findByText(
      'The cloud is empty: no person was mentioned with the chosen filters.',
      {},
      WAIT,
    );
    await within(await block('Mentions of persons by day')).findByText(
      'No person was mentioned with the chosen filters, so there are no dynamics to show.',
      {},
      WAIT,
    );
  });

  it('shows a failed block with a retry while the other blocks still render', async () => {
    let calls = 0;
    server.use(
      answer('/api/v1/info/person/top', 'post', (_info, reply) => {
        calls += 1;
        return calls === 1
          ? reply(500, { message: 'Server error', code: 'server_error' })
          : {
              items: [
                {
                  id: 105,
                  name: 'Дмитрий Лебедев',
                  position: 'мэр',
                  count: 485,
                  sentiment: { positive: 170, neutral: 218, negative: 97 },
                },
              ],
            };
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true } });
    const top = await block('Top persons');
    await within(top).findByText('This block could not be loaded.', {}, WAIT);
    // The chart's frame stays, with its tools off.
    expect(within(top).getByRole('button', { name: 'Table' }).hasAttribute('disabled')).toBe(true);
    await within(await block('Persons cloud')).findByText('Sarah Mitchell', {}, WAIT);

    await user.click(within(top).getByRole('button', { name: 'Try again' }));
    within(await chartTable(top, user)).getByRole('row', { name: /Дмитрий Лебедев/ });
    within(await block('Tonality of the top persons')).getByRole('row', { name: /Дмитрий Лебедев/ });
    expect(calls).toBe(2);
  });
});
