import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMusicUploadListResponseMock } from '@generated/api/music/music.msw';
import { Route as HistoryRoute } from '@routes/cabinet/music/upload/history';
import { answer } from '../setup/answers';
import { rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';

const URL = '/cabinet/music/upload/history';
const LIST = '/api/v1/music/upload/list';
const MUSIC = { music: true };

/** The contract's example with every upload in a final state. */
function settledList() {
  const list = getMusicUploadListResponseMock();
  return {
    ...list,
    items: list.items.map((item) => (item.state === 'processing' ? { ...item, state: 'done' as const } : item)),
  };
}

afterEach(() => vi.useRealTimers());

describe('upload history URL', () => {
  it('keeps the page, order, search and states, dropping what is malformed', () => {
    const parse = searchValidatorOf(HistoryRoute);
    expect(
      parse({ page: '2', sort: 'size_bytes', order: 'asc', q: ' Ланская ', states: ['failed', 'lost'] }),
    ).toMatchObject({ page: 2, sort: 'size_bytes', order: 'asc', q: 'Ланская', states: ['failed'] });
    expect(parse({ sort: 'played_at', q: '', states: 'none' })).toMatchObject({
      sort: undefined,
      q: undefined,
      states: undefined,
    });
    expect(parse({ q: 'x'.repeat(101) }).q).toBeUndefined();
  });
});

describe('upload history', () => {
  it('lists the uploads with their state, the reason of a failure, and sends the list’s defaults', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: MUSIC });
    await screen.findByRole('heading', { level: 1, name: 'Upload history' }, WAIT);
    const processing = await rowOf('lanskaya_leto_v_dekabre.flac');
    within(processing).getByText('Being prepared');
    within(processing).getByText('After processing');
    const failed = await rowOf('promo_jingle_v2.wav');
    within(failed).getByText('Failed');
    within(failed).getByText('Запись короче 10 секунд: такой фрагмент нельзя надёжно распознать в эфире.');
    const done = await rowOf('kireev_nochnoy_ekspress.mp3');
    within(done).getByText('RUC312600418');
    within(done).getByText('3:31');
    within(done).getByText('Ready');
    await requests.settled();
    expect(requests.bodies(LIST)[0]).toEqual({ page: 1, limit: 20, sort_by: 'uploaded_at', sort_order: 'desc' });
  });

  it('links a processed upload to its plays: the report narrowed to the track, from the day it was uploaded', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`${URL}?channels[]=5`, { as: MUSIC });
    const done = await rowOf('kireev_nochnoy_ekspress.mp3');
    await user.click(within(done).getByRole('link', { name: 'Plays kireev_nochnoy_ekspress.mp3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/music/reports'));
    await screen.findByRole('heading', { level: 1, name: 'Music reports' }, WAIT);
    // Every channel, from the upload's day: where its plays can be.
    await waitFor(() =>
      expect(requests.bodies('/api/v1/music/report')).toContainEqual(
        expect.objectContaining({ tracks: [1122], channels: [], page: 1, limit: 20 }),
      ),
    );
    const report = requests.bodies('/api/v1/music/report').find((body) => (body as { tracks?: number[] }).tracks) as {
      period: { start_date: string };
    };
    expect(report.period.start_date).toBe('2026-11-17');
  });

  it('searches and narrows by state on the server, with both in the URL', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: MUSIC });
    await rowOf('kireev_nochnoy_ekspress.mp3');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by file name, artist or title' }),
      ' Ланская {Enter}',
    );
    await waitFor(() => expect(router.state.location.href).toContain('q='));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toEqual({
        page: 1,
        limit: 20,
        sort_by: 'uploaded_at',
        sort_order: 'desc',
        search: 'Ланская',
      }),
    );
    const states = [...document.querySelectorAll('details.multi-select')].find((details) =>
      details.querySelector('summary')?.textContent?.startsWith('State'),
    ) as HTMLElement;
    await user.click(states.querySelector('summary')!);
    await user.click(within(states).getByRole('checkbox', { name: 'Failed' }));
    await waitFor(() => expect(requests.bodies(LIST).at(-1)).toMatchObject({ search: 'Ланская', states: ['failed'] }));
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toEqual({
        page: 1,
        limit: 20,
        sort_by: 'uploaded_at',
        sort_order: 'desc',
        states: ['failed'],
      }),
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Search by file name, artist or title' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says so when a search is longer than the server takes, and keeps it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(URL, { as: MUSIC });
    await rowOf('kireev_nochnoy_ekspress.mp3');
    const input = screen.getByRole('searchbox', { name: 'Search by file name, artist or title' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    await screen.findByText('Search for at most 100 characters.', {}, WAIT);
    expect(input.value).toHaveLength(101);
    await requests.settled();
    expect(requests.bodies(LIST).every((body) => !(body as { search?: string }).search)).toBe(true);
  });

  it('sorts on the server', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(URL, { as: MUSIC });
    await rowOf('kireev_nochnoy_ekspress.mp3');
    await user.click(screen.getByRole('button', { name: 'Sort by Size' }));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toMatchObject({ sort_by: 'size_bytes', sort_order: 'asc' }),
    );
  });

  it('asks again every few seconds while an upload is queued or processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    let list = getMusicUploadListResponseMock();
    server.use(answer(LIST, 'post', () => list));
    await renderApp(URL, { as: MUSIC });
    await rowOf('lanskaya_leto_v_dekabre.flac');
    const before = requests.to(LIST).length;
    list = settledList();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    await waitFor(() => expect(requests.to(LIST).length).toBe(before + 1));
    await within(await rowOf('lanskaya_leto_v_dekabre.flac')).findByText('Ready', {}, WAIT);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    // Nothing is on its way any more: no further request.
    expect(requests.to(LIST).length).toBe(before + 1);
  });

  it('does not ask again when every upload is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    server.use(answer(LIST, 'post', () => settledList()));
    await renderApp(URL, { as: MUSIC });
    await rowOf('lanskaya_leto_v_dekabre.flac');
    const before = requests.to(LIST).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(requests.to(LIST).length).toBe(before);
  });

  it('shows its empty states and its error with a retry', async () => {
    let shown: 'empty' | 'error' = 'empty';
    server.use(
      answer(LIST, 'post', (_info, reply) =>
        shown === 'empty'
          ? { items: [], meta: { total: 0, page: 1, limit: 20 } }
          : reply(500, { message: 'Server error.' }),
      ),
    );
    const first = await renderApp(URL, { as: MUSIC });
    await screen.findByText('You have not uploaded any track yet.', {}, WAIT);
    first.unmount();
    const second = await renderApp(`${URL}?q=nothing`, { as: MUSIC });
    await screen.findByText('No upload matches the search and the states chosen.', {}, WAIT);
    second.unmount();
    shown = 'error';
    await renderApp(URL, { as: MUSIC });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    shown = 'empty';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('You have not uploaded any track yet.', {}, WAIT);
  });
});
