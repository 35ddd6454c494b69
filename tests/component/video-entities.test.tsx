import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuse } from '../setup/answers';
import { block, WAIT } from '../setup/blocks';
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

describe('video key entities', () => {
  it('follows one object from the URL and lets it go', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/video/entities?${PERIOD}&object=1301`, {
      as: { video_infopole: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Key entities in video' }, WAIT);
    await screen.findByText('Following one object: Аэрофлот', {}, WAIT);
    await waitFor(
      () => expect(requests.bodies('/api/v1/video/objects/statistics')[0]).toEqual({ ...BODY, objects: [1301] }),
      WAIT,
    );
    const totals = await block('Objects: totals');
    const aeroflot = (await within(totals).findByRole('rowheader', { name: 'Аэрофлот' }, WAIT)).closest(
      'tr',
    ) as HTMLElement;
    within(aeroflot).getByText('Logo');
    await user.click(screen.getByRole('button', { name: 'Show all objects' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('object'), WAIT);
    await waitFor(() => expect(requests.bodies('/api/v1/video/objects/statistics').at(-1)).toEqual(BODY), WAIT);
  });

  it('drops a malformed object from the URL', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/video/entities?${PERIOD}&object=abc`, { as: { video_infopole: true } });
    await block('Objects: totals');
    await waitFor(() => expect(requests.bodies('/api/v1/video/objects/statistics')[0]).toEqual(BODY), WAIT);
    expect(screen.queryByText(/Following one object/)).toBeNull();
  });

  it('shows a failed block with a retry while the others stay', async () => {
    server.use(refuse('/api/v1/video/objects/statistics/channels', 'post', 500, { message: 'Server error.' }));
    await renderApp(`/cabinet/video/entities?${PERIOD}`, { as: { video_infopole: true } });
    await within(await block('Objects: by channel')).findByText('This block could not be loaded.', {}, WAIT);
    await within(await block('Objects: totals')).findByRole('rowheader', { name: 'Аэрофлот' }, WAIT);
  });
});
