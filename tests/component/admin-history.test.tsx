import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUploadsListResponseMock } from '@generated/api/admin/admin.msw';
import { Route as HistoryRoute } from '@routes/admin/_console/music/upload/history';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { renderApp } from '../setup/render-app';
import { searchValidatorOf } from '../setup/routes';
import { rowOf, WAIT } from '../setup/blocks';

const LIST = '/admin-api/api/v1/uploads/list';

afterEach(() => {
  vi.useRealTimers();
});

describe('admin upload history', () => {
  it('reads its page, order, search and states from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(HistoryRoute);
    expect(parse({ q: 'serova', states: ['failed', 'lost'], sort: 'size_bytes', page: '2' })).toMatchObject({
      q: 'serova',
      states: ['failed'],
      sort: 'size_bytes',
      page: 2,
    });
    expect(parse({ sort: 'error', states: 'nope' })).toMatchObject({ sort: undefined, states: undefined });
  });

  it('lists every upload with its state, the reason of a failure, and a link to a done track’s plays', async () => {
    const requests = recordRequests();
    await renderApp('/admin/music/upload/history', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'Upload history' }, WAIT);
    const failed = await rowOf('maslo_live_rip.mp3');
    within(failed).getByText('Failed');
    within(failed).getByText('Файл повреждён: не удалось декодировать аудиопоток.');
    within(await rowOf('serova_zimniy_vals.wav')).getByText('Being prepared');
    const done = await rowOf('ella_brooks_midnight_drive.mp3');
    within(done).getByText('3:07');
    expect(within(done).getByRole('link', { name: 'Plays Midnight Drive' }).getAttribute('href')).toBe(
      '/admin/reports?tracks[]=1110',
    );
    await waitFor(() =>
      expect(requests.bodies(LIST)[0]).toEqual({ page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc' }),
    );
    expect(
      screen
        .getByText('Uploads are being processed: the list refreshes every few seconds.')
        .getAttribute('aria-hidden'),
    ).toBe('false');
  });

  it('asks again while uploads are queued or processing, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    await renderApp('/admin/music/upload/history', { admin: true });
    await rowOf('maslo_live_rip.mp3');
    const settled = getUploadsListResponseMock();
    server.use(
      answer('/api/v1/uploads/list', 'post', {
        ...settled,
        items: settled.items.map((item) => ({ ...item, state: item.state === 'processing' ? 'done' : item.state })),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    await waitFor(() => expect(requests.to(LIST).length).toBe(2));
    await within(await rowOf('serova_zimniy_vals.wav')).findByText('Ready');
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(requests.to(LIST).length).toBe(2);
    expect(
      screen
        .getByText('Uploads are being processed: the list refreshes every few seconds.')
        .getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('sends the search and the states chosen, back on the first page', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/admin/music/upload/history?page=2', { admin: true });
    await rowOf('maslo_live_rip.mp3');
    await user.click(screen.getAllByText('State')[0]!.closest('details')!.querySelector('summary')!);
    await user.click(screen.getByRole('checkbox', { name: 'Failed' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search uploads' }), 'maslo');
    await waitFor(
      () =>
        expect(requests.bodies(LIST).at(-1)).toEqual({
          page: 1,
          limit: 20,
          sort_by: 'uploaded_at',
          sort_order: 'desc',
          search: 'maslo',
          states: ['failed'],
        }),
      WAIT,
    );
    expect(router.state.location.search).toEqual({ q: 'maslo', states: ['failed'] });
  });

  it('sorts on the server from the column headers', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/music/upload/history', { admin: true });
    await rowOf('maslo_live_rip.mp3');
    await user.click(screen.getByRole('button', { name: 'Sort by Size' }));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toEqual({ page: 1, limit: 20, sort_by: 'size_bytes', sort_order: 'asc' }),
    );
  });

  it('shows its empty and failed states in place', async () => {
    server.use(answer('/api/v1/uploads/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    const empty = await renderApp('/admin/music/upload/history?states[]=failed', { admin: true });
    await screen.findByText('No upload matches the search and states.', {}, WAIT);
    empty.unmount();
    server.use(
      refuse('/api/v1/uploads/list', 'post', 403, { message: 'This action is unauthorized.', code: 'forbidden' }),
    );
    await renderApp('/admin/music/upload/history', { admin: true });
    await screen.findByText('Your account has no access to this data. Ask your administrator for access.', {}, WAIT);
  });
});
