import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMusicUploadListResponseMock } from '@generated/api/music/music.msw';
import type { TrackUpload } from '@generated/model';
import { answer } from '../setup/answers';
import { WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { catchSaves, type SavedFile } from '../setup/downloads';

// A list of 250 uploads, read by the table 20 at a time: its CSV holds all 250, asked for 100 at a time.
const PAGE = '/cabinet/music/upload/history';
const LIST = '/api/v1/music/upload/list';
const TOTAL = 250;
const template = getMusicUploadListResponseMock().items.find((item) => item.state === 'done')!;
const upload = (index: number): TrackUpload => ({
  ...template,
  id: 10_000 + index,
  file_name: `track_${String(index).padStart(3, '0')}.mp3`,
  state: 'done',
  error: null,
});

/** The list as a server pages it, each request's page and size recorded; `hold` may delay or fail a page. */
function pagedList(hold?: (page: number, limit: number) => Promise<'fail' | undefined> | undefined) {
  const asked: { page: number; limit: number }[] = [];
  server.use(
    answer(LIST, 'post', async ({ sent }, reply) => {
      const { page = 1, limit = 20 } = await sent();
      asked.push({ page, limit });
      if ((await hold?.(page, limit)) === 'fail')
        return reply(500, { message: 'Internal server error.', code: 'internal_error' });
      const first = (page - 1) * limit;
      const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - first)) }, (_, at) => upload(first + at));
      return { items, meta: { total: TOTAL, page, limit } };
    }),
  );
  return asked;
}

describe('CSV of a multi-page list', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = catchSaves();
  });
  afterEach(() => vi.restoreAllMocks());

  const lines = async () =>
    (await saved.at(-1)!.blob.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);

  it('holds every row of the result, not only the page on screen, asked for page by page', async () => {
    const asked = pagedList();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { music: true } });
    await screen.findByRole('rowheader', { name: 'track_000.mp3' }, WAIT);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await lines();
    expect(csv).toHaveLength(TOTAL + 1);
    expect(csv[0]).toMatch(/^File,Artist,Title/);
    const files = csv.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(files).size).toBe(TOTAL);
    expect(files.at(-1)).toBe('track_249.mp3');
    expect(saved[0]!.name).toBe('Upload history.csv');
    expect(asked.filter((request) => request.limit === 100).map((request) => request.page)).toEqual([1, 2, 3]);
    await screen.findByText('Upload history.csv downloaded: 250 rows.');
  });

  it('shows its progress, and a failed page is asked for again without the pages before it', async () => {
    let failures = 1;
    let release: () => void = () => {};
    const asked = pagedList((page, limit) => {
      if (limit !== 100) return undefined;
      if (page === 2 && failures > 0) {
        failures -= 1;
        return Promise.resolve('fail');
      }
      if (page === 3) return new Promise((resolve) => (release = () => resolve(undefined)));
      return undefined;
    });
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { music: true } });
    await screen.findByRole('rowheader', { name: 'track_000.mp3' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/The export stopped at page 2:/, {}, WAIT);
    expect(saved).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const progress = await screen.findByRole('progressbar', { name: 'CSV export: page 2 of 3 written' }, WAIT);
    expect(progress.getAttribute('value')).toBe('2');
    screen.getByText('Page 3 of 3…');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 3, limit: 100 }));
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await lines()).toHaveLength(TOTAL + 1);
    expect(asked.filter((request) => request.limit === 100).map((request) => request.page)).toEqual([1, 2, 2, 3]);
  });

  it('is cancelled on its Cancel: nothing is saved and the button comes back with the focus', async () => {
    pagedList((page, limit) => (limit === 100 && page === 2 ? new Promise(() => {}) : undefined));
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { music: true } });
    await screen.findByRole('rowheader', { name: 'track_000.mp3' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const exporting = (await screen.findByText('Page 2 of 3…', {}, WAIT)).closest('.csv-export') as HTMLElement;
    await user.click(within(exporting).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('button', { name: 'Download CSV' });
    expect(document.activeElement).toBe(again);
    await screen.findByText('The CSV export was cancelled.');
    expect(saved).toHaveLength(0);
  });

  it('a result on one page is saved at once from the rows on screen', async () => {
    const asked = pagedList();
    server.use(
      answer(LIST, 'post', async ({ sent }) => {
        const { page = 1, limit = 20 } = await sent();
        asked.push({ page, limit });
        return { items: [upload(1), upload(2)], meta: { total: 2, page, limit } };
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { music: true } });
    await screen.findByRole('rowheader', { name: 'track_001.mp3' }, WAIT);
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await lines()).toHaveLength(3);
    expect(asked).toHaveLength(before);
  });
});
