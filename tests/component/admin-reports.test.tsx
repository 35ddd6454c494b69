import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPeriod } from '@lib/filters/period';
import { Route as ReportsRoute } from '@routes/admin/_console/reports';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { ADMIN_TOKEN, renderApp } from '../setup/render-app';
import { searchValidatorOf } from '../setup/routes';
import { WAIT } from '../setup/blocks';
import { catchSaves, type SavedFile } from '../setup/downloads';

const REPORT = '/admin-api/api/v1/music/report';
const DOWNLOAD = '/admin-api/api/v1/music/report/download';
const WEEK = '?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };

describe('admin music reports', () => {
  let saved: SavedFile[];

  beforeEach(() => {
    saved = catchSaves();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the period, channels, artists and tracks from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(ReportsRoute);
    expect(
      parse({
        period: { start_date: '2026-11-22', end_date: '2026-11-16' },
        channels: ['4', 'x'],
        artists: [' Высота ', ''],
        tracks: ['1101'],
        sort: 'channel',
      }),
    ).toMatchObject({
      period: undefined,
      channels: [4],
      artists: ['Высота'],
      tracks: [1101],
      sort: 'channel',
    });
  });

  it('shows the plays of the current week through the admin host and token, newest first', async () => {
    const requests = recordRequests();
    await renderApp('/admin/reports', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'Music reports' }, WAIT);
    const row = (await screen.findByRole('rowheader', { name: 'Алые паруса' }, WAIT)).closest('tr') as HTMLElement;
    within(row).getByText('Денис Ветров');
    within(row).getByText('3:25');
    within(row).getByText('Русское радио');
    await waitFor(() =>
      expect(requests.bodies(REPORT)[0]).toEqual({
        period: defaultPeriod(),
        channels: [],
        page: 1,
        limit: 20,
        sort_by: 'played_at',
        sort_order: 'desc',
      }),
    );
    const [sent] = requests.to(REPORT);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(sent?.headers.get('x-content-hash')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages of: Plays of catalogue tracks' }).textContent).toContain(
      '1–10 of 1,386',
    );
  });

  it('narrows the report to a track from the upload history and to an artist typed in', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`/admin/reports${WEEK}&tracks[]=1101`, { admin: true });
    await screen.findByRole('rowheader', { name: 'Алые паруса' }, WAIT);
    await waitFor(() => expect(requests.bodies(REPORT)[0]).toMatchObject({ period: PERIOD, tracks: [1101] }));
    screen.getByText('Track no. 1101');
    await user.type(screen.getByLabelText('Artist'), 'Ольга Серова{Enter}');
    await waitFor(() =>
      expect(requests.bodies(REPORT).at(-1)).toEqual({
        period: PERIOD,
        channels: [],
        artists: ['Ольга Серова'],
        tracks: [1101],
        page: 1,
        limit: 20,
        sort_by: 'played_at',
        sort_order: 'desc',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove: track no. 1101' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ period: PERIOD, artists: ['Ольга Серова'] }));
  });

  it('downloads the whole report for the same filters in the chosen format', async () => {
    const requests = recordRequests();
    server.use(
      answer(
        '/api/v1/music/report/download',
        'post',
        () =>
          new HttpResponse('sheet', {
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(`/admin/reports${WEEK}&channels[]=4&sort=artist`, { admin: true });
    await screen.findByRole('rowheader', { name: 'Алые паруса' }, WAIT);
    const title = 'Airplay report 2026-11-16 – 2026-11-22';
    await user.selectOptions(screen.getByLabelText(`Format of “${title}”`), 'xlsx');
    await user.click(screen.getByRole('button', { name: `Download the report ${title}` }));
    await screen.findByText(`Saved as ${title}.xlsx`, {}, WAIT);
    expect(requests.bodies(DOWNLOAD)).toEqual([
      { period: PERIOD, channels: [4], sort_by: 'artist', sort_order: 'asc', file_format: 'xlsx' },
    ]);
    expect(saved.map((file) => file.name)).toEqual([`${title}.xlsx`]);
    expect(await saved[0]?.blob.text()).toBe('sheet');
  });

  it('says why a download failed and lets the person try again', async () => {
    server.use(
      refuse('/api/v1/music/report/download', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { file_format: ['The selected file format is invalid.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/admin/reports${WEEK}`, { admin: true });
    await screen.findByRole('rowheader', { name: 'Алые паруса' }, WAIT);
    await user.click(screen.getByRole('button', { name: /^Download the report/ }));
    await screen.findByText('The given data was invalid.', {}, WAIT);
    screen.getByRole('button', { name: /^Try again Airplay report/ });
  });

  it('shows its empty and failed states in place, under its filters', async () => {
    server.use(answer('/api/v1/music/report', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    const empty = await renderApp(`/admin/reports${WEEK}`, { admin: true });
    await screen.findByText('No catalogue track was played in this period.', {}, WAIT);
    empty.unmount();
    server.use(
      refuse('/api/v1/music/report', 'post', 500, { message: 'Internal server error.', code: 'internal_error' }),
    );
    await renderApp(`/admin/reports${WEEK}`, { admin: true });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('search', { name: 'Report filters' });
  });
});
