import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { block, chartTable, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const BODY = {
  period: { start_date: '2026-11-16', end_date: '2026-11-22' },
  channels: [],
  channel_types: [],
  content_type: ['all'],
  markers: [],
  limit: 10,
};

describe('video persons', () => {
  it('shows the top, the persons by day, their totals with time on screen and the channels', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/video/persons?${PERIOD}`, { as: { video_infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Persons in video' }, WAIT);
    within(await chartTable('Top persons')).getByText('أحمد المنصوري');
    const totals = await block('Persons: totals');
    const orlov = (await within(totals).findByRole('rowheader', { name: 'Михаил Орлов' }, WAIT)).closest(
      'tr',
    ) as HTMLElement;
    within(orlov).getByText('министр экономики');
    within(orlov).getByText('32:03');
    within(await chartTable('Persons: by channel')).getByText('НТВ');
    expect(within(await chartTable('Persons: channels by day')).getAllByRole('columnheader').length).toBeGreaterThan(1);
    await requests.settled();
    expect(requests.bodies('/api/v1/video/persons/statistics')[0]).toEqual(BODY);
    expect(screen.getByRole('link', { name: 'Monitored persons' }).getAttribute('href')).toBe(
      '/cabinet/video/sources/person',
    );
  });

  it('narrows every block to a focused person, named in the filters', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/video/persons?${PERIOD}&person=101`, { as: { video_infopole: true } });
    const chips = await screen.findAllByRole('list', { name: 'Narrowed to' }, WAIT);
    await within(chips[0]!).findByText('Person: Михаил Орлов', {}, WAIT);
    await waitFor(
      () => expect(requests.bodies('/api/v1/video/persons/statistics')[0]).toEqual({ ...BODY, persons: [101] }),
      WAIT,
    );
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/persons/statistics/channels')[0]).toEqual({ ...BODY, persons: [101] }),
      WAIT,
    );
    await user.click(within(chips[0]!).getByRole('button', { name: 'Remove: Person: Михаил Орлов' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('person'), WAIT);
  });

  it('says plainly when the focused person was not seen', async () => {
    server.use(
      answer('/api/v1/video/persons/statistics', 'post', {
        statistics: { total: 0, duration_seconds: 0, dynamics: [], items: [] },
      }),
    );
    await renderApp(`/cabinet/video/persons?${PERIOD}&person=101`, { as: { video_infopole: true } });
    await within(await block('Persons: totals')).findByText(
      'This person was not seen on the chosen channels in this period.',
      {},
      WAIT,
    );
  });
});
