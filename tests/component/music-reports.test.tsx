import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as ReportsRoute } from '@routes/cabinet/music/reports';
import { answer } from '../setup/answers';
import { WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';
import { catchSaves, type SavedFile } from '../setup/downloads';

const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };
const URL = '/cabinet/music/reports?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const MUSIC = { music: true };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The searchable multi-select whose button starts with this label. */
function multiSelect(label: string): HTMLElement {
  const found = [...document.querySelectorAll('.multi-combobox')].find((control) =>
    control.querySelector('button')?.textContent?.startsWith(label),
  );
  if (!found) throw new Error(`No multi-select ${label}`);
  return found as HTMLElement;
}

async function rowOf(title: string | RegExp) {
  const cells = await screen.findAllByRole('rowheader', { name: title }, WAIT);
  return cells[0]!.closest('tr') as HTMLElement;
}

describe('airplay report URL', () => {
  it('keeps the page, order, artists and tracks, dropping what is malformed', () => {
    const parse = searchValidatorOf(ReportsRoute);
    expect(
      parse({ page: '2', sort: 'channel', order: 'asc', artists: ['Ольга Серова', ''], tracks: ['1101', 'x'] }),
    ).toMatchObject({
      page: 2,
      sort: 'channel',
      order: 'asc',
      artists: ['Ольга Серова'],
      tracks: [1101],
    });
    expect(parse({ sort: 'file_name', size: '20', artists: 'a'.repeat(201) })).toMatchObject({
      sort: undefined,
      size: undefined,
      artists: undefined,
    });
  });
});

describe('airplay report', () => {
  let saved: SavedFile[];

  beforeEach(() => {
    saved = catchSaves();
  });

  afterEach(() => vi.restoreAllMocks());

  it('lists one row per play, newest first, and sends the period, channels, artists and tracks', async () => {
    const requests = recordRequests();
    await renderApp(`${URL}&channels[]=4&channels[]=5&artists[]=Ольга%20Серова&tracks[]=1101`, { as: MUSIC });
    await screen.findByRole('heading', { level: 1, name: 'Music reports' }, WAIT);
    const row = await rowOf('Северный ветер');
    within(row).getByText('Европа Плюс');
    within(row).getByText('3:34');
    await requests.settled();
    expect(requests.bodies('/api/v1/music/report')).toContainEqual({
      period: PERIOD,
      channels: [4, 5],
      artists: ['Ольга Серова'],
      tracks: [1101],
      page: 1,
      limit: 20,
      sort_by: 'played_at',
      sort_order: 'desc',
    });
    expect(screen.getByRole('navigation', { name: 'Pages of: Airplay report' }).textContent).toContain('Page 1 of 139');
    expect(multiSelect('Artists').querySelector('button')?.textContent).toContain('1 chosen');
  });

  it('sorts and pages on the server with the state in the URL', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: MUSIC });
    await rowOf('Алые паруса');
    await user.click(screen.getByRole('button', { name: 'Sort by Channel' }));
    await waitFor(() => expect(router.state.location.href).toContain('sort=channel'));
    await waitFor(() =>
      expect(requests.bodies('/api/v1/music/report').at(-1)).toMatchObject({
        sort_by: 'channel',
        sort_order: 'asc',
        page: 1,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.href).toContain('page=2'));
    await waitFor(() =>
      expect(requests.bodies('/api/v1/music/report').at(-1)).toMatchObject({ sort_by: 'channel', page: 2 }),
    );
  });

  it('narrows to an artist chosen among the period’s most played', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: MUSIC });
    await rowOf('Алые паруса');
    const artists = multiSelect('Artists');
    await user.click(artists.querySelector('button')!);
    await user.click(await within(artists).findByRole('option', { name: 'Мира Ланская' }, WAIT));
    await waitFor(() => expect(router.state.location.href).toContain('artists'));
    await waitFor(() =>
      expect(requests.bodies('/api/v1/music/report').at(-1)).toMatchObject({ artists: ['Мира Ланская'], page: 1 }),
    );
    expect(requests.bodies('/api/v1/music/statistics')[0]).toMatchObject({ period: PERIOD, limit: 100 });
  });

  it('downloads the whole report in the chosen format with progress, saved under a meaningful name', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = recordRequests();
    server.use(
      answer('/api/v1/music/report/download', 'post', async () => {
        await gate;
        return new HttpResponse('sheet-bytes', { headers: { 'Content-Type': XLSX, 'Content-Length': '11' } });
      }),
    );
    const user = userEvent.setup();
    await renderApp(`${URL}&channels[]=14`, { as: MUSIC });
    await rowOf('Алые паруса');
    const title = 'Airplay report, 2026-11-16 – 2026-11-22';
    await user.selectOptions(screen.getByLabelText(`Format of “${title}”`), 'xlsx');
    await user.click(screen.getByRole('button', { name: `Download the report ${title}` }));
    await screen.findByRole('progressbar', {}, WAIT);
    release();
    await screen.findByText(`Saved as ${title}.xlsx`, {}, WAIT);
    await requests.settled();
    const download = requests.to('/api/v1/music/report/download')[0]!;
    expect(download.body).toEqual({ period: PERIOD, channels: [14], file_format: 'xlsx' });
    // A file answer is asked for as such (the mock answers a JSON-only Accept with 406).
    expect(download.headers.get('accept')).toBe('*/*');
    expect(saved.map((file) => file.name)).toEqual([`${title}.xlsx`]);
    expect(await saved[0]!.blob.text()).toBe('sheet-bytes');
  });

  it('names the file after the artist when the report is narrowed to one', async () => {
    server.use(
      answer(
        '/api/v1/music/report/download',
        'post',
        () => new HttpResponse('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(`${URL}&artists[]=Ольга%20Серова`, { as: MUSIC });
    await rowOf('Северный ветер');
    await user.click(screen.getByRole('button', { name: /^Download the report Airplay of Ольга Серова/ }));
    await screen.findByText('Saved as Airplay of Ольга Серова, 2026-11-16 – 2026-11-22.pdf', {}, WAIT);
  });

  it('says why a download failed, and tries again', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/music/report/download', 'post', (_info, reply) =>
        fail
          ? reply(400, {
              message: 'The given data was invalid.',
              code: 'validation_failed',
              errors: { file_format: ['The selected file format is invalid.'] },
            })
          : new HttpResponse('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: MUSIC });
    await rowOf('Алые паруса');
    await user.click(screen.getByRole('button', { name: /^Download the report/ }));
    await screen.findByText('The given data was invalid.', {}, WAIT);
    expect(saved).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: /^Try again Airplay report/ }));
    await screen.findByText(/^Saved as Airplay report/, {}, WAIT);
  });

  it('shows its empty state and its error with a retry', async () => {
    let outcome: 'empty' | 'error' = 'empty';
    server.use(
      answer('/api/v1/music/report', 'post', async ({ sent }, reply) => {
        if ((await sent()).limit === 100) return undefined;
        return outcome === 'empty'
          ? { items: [], meta: { total: 0, page: 1, limit: 20 } }
          : reply(500, { message: 'Server error.' });
      }),
    );
    const first = await renderApp(`${URL}&artists[]=Nobody`, { as: MUSIC });
    await screen.findByText('No play matches the chosen channels, artists and tracks in the period.', {}, WAIT);
    first.unmount();
    outcome = 'error';
    await renderApp(URL, { as: MUSIC });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('heading', { level: 1, name: 'Music reports' });
  });
});
