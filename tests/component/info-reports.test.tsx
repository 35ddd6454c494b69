import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFileLink } from '@features/info/reports/report-download';
import { asBlob, reportFileName } from '@kit/reports/files';
import { Route as ReportsRoute } from '@routes/cabinet/info/reports';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';
import { rowOf, WAIT } from '../setup/blocks';
import { recordRequests } from '../setup/requests';
import { catchSaves, type SavedFile } from '../setup/downloads';

const CB_REPORT = 'Решение ЦБ по ключевой ставке: реакция СМИ';
// The saved file's name: a colon is not allowed in file names.
const CB_FILE = 'Решение ЦБ по ключевой ставке- реакция СМИ';

const LIST = '/api/v1/info/reports/list';

/** Answers the link call with the link of the report and format asked for. */
function echoLinks() {
  server.use(
    answer('/api/v1/info/reports/file/link', 'post', async ({ sent }) => {
      const { id, file_format } = await sent();
      return {
        link: `/api/v1/info/reports/${id}/file?file_format=${file_format}`,
        expires_at: '2026-11-22T21:10:00+03:00',
      };
    }),
  );
}

describe('report download helpers', () => {
  it('reads the page, size, order and states from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(ReportsRoute);
    expect(parse({ page: '3' }).page).toBe(3);
    for (const page of ['1', '0', '2.5', ['2']]) expect(parse({ page }).page).toBeUndefined();
    expect(parse({ size: '20', sort: 'title', order: 'asc', states: ['done', 'lost'] })).toMatchObject({
      size: 20,
      sort: 'title',
      order: 'asc',
      states: ['done'],
    });
    expect(parse({ size: '10', sort: 'password', order: 'up' })).toMatchObject({
      size: undefined,
      sort: undefined,
      order: undefined,
    });
  });

  it('reads the report and format from a file link', () => {
    expect(parseFileLink('/api/v1/info/reports/511/file?file_format=pdf')).toEqual({ id: 511, format: 'pdf' });
    expect(parseFileLink('https://evil.example/api/v1/info/reports/511/file?file_format=pdf')).toBeUndefined();
    expect(parseFileLink('/api/v1/info/reports/511/file?file_format=exe')).toBeUndefined();
  });

  it('names the file after the report and the format', () => {
    expect(reportFileName('Итоги: неделя 16/22', 'xlsx')).toBe('Итоги- неделя 16-22.xlsx');
  });

  it('makes a blob of the format’s type from what the seam returns', async () => {
    expect(asBlob('a,b', 'csv').type).toBe('text/csv');
    expect(await asBlob(new Uint8Array([1, 2, 3]), 'pdf').arrayBuffer()).toEqual(new Uint8Array([1, 2, 3]).buffer);
    const typed = new Blob(['x'], { type: 'application/pdf' });
    expect(asBlob(typed, 'pdf')).toBe(typed);
  });
});

describe('info reports screen', () => {
  let saved: SavedFile[];

  beforeEach(() => {
    saved = catchSaves();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the reports with their localized state, newest first', async () => {
    const requests = recordRequests();
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Info reports' }, WAIT);
    const row = await rowOf(CB_REPORT);
    within(row).getByText('Ready');
    within(await rowOf('Еженедельный обзор СМИ: 16–22 ноября 2026')).getByText('Being prepared');
    within(await rowOf('التغطية الإعلامية لمشروع نيوم للطاقة الخضراء')).getByText('Failed');
    expect(
      within(row)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['PDF document', 'Excel workbook (XLSX)', 'Word document (DOCX)']);
    expect(requests.bodies(LIST)[0]).toEqual({ page: 1, limit: 10, sort_by: 'created_at', sort_order: 'desc' });
    expect(screen.getByRole('navigation', { name: 'Pages of: Info reports' }).textContent).toContain(
      'Page 1 of 3 · 1–5 of 12',
    );
  });

  it('offers no download for reports that are not ready', async () => {
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    const processing = await rowOf('Еженедельный обзор СМИ: 16–22 ноября 2026');
    expect(within(processing).queryByRole('button')).toBeNull();
    within(processing).getByText('Available once the report is ready.');
    const failed = await rowOf('التغطية الإعلامية لمشروع نيوم للطاقة الخضراء');
    within(failed).getByText('The report could not be prepared.');
  });

  it('downloads the chosen format through the file link, showing progress, and saves it under the report’s name', async () => {
    echoLinks();
    const requests = recordRequests();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const files: string[] = [];
    server.use(
      answer('/api/v1/info/reports/{id}/file', 'get', async ({ request, params }) => {
        files.push(`${String(params.id)}:${new URL(request.url).searchParams.get('file_format')}`);
        await gate;
        return new HttpResponse('sheet-bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Length': '11',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    const row = await rowOf(CB_REPORT);
    await user.selectOptions(within(row).getByLabelText(`Format of “${CB_REPORT}”`), 'xlsx');
    await user.click(within(row).getByRole('button', { name: `Download ${CB_REPORT}` }));
    await within(row).findByRole('progressbar', {}, WAIT);
    within(row).getByLabelText(/Downloading the file…|Downloaded/);
    release();
    await within(row).findByText(`Saved as ${CB_FILE}.xlsx`, {}, WAIT);
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(requests.bodies('/api/v1/info/reports/file/link')).toEqual([{ id: 511, file_format: 'xlsx' }]);
    expect(files).toEqual(['511:xlsx']);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe(`${CB_FILE}.xlsx`);
    expect(await saved[0]?.blob.text()).toBe('sheet-bytes');
  });

  it('says on the row when the link has expired, and lets the person try again', async () => {
    echoLinks();
    let expired = true;
    server.use(
      answer('/api/v1/info/reports/{id}/file', 'get', (_info, reply) =>
        expired
          ? reply(404, { message: 'Not found.', code: 'not_found' })
          : new HttpResponse('pdf-bytes', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    const row = await rowOf(CB_REPORT);
    await user.click(within(row).getByRole('button', { name: `Download ${CB_REPORT}` }));
    await within(row).findByText(/The download link has expired/, {}, WAIT);
    const other = await rowOf('OPEC+ summit in Vienna: media coverage');
    expect(within(other).queryByRole('alert')).toBeNull();
    expired = false;
    await user.click(within(row).getByRole('button', { name: `Try again ${CB_REPORT}` }));
    await within(row).findByText(`Saved as ${CB_FILE}.pdf`, {}, WAIT);
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('says on the row when the server cannot be reached', async () => {
    server.use(answer('/api/v1/info/reports/file/link', 'post', () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    const row = await rowOf('OPEC+ summit in Vienna: media coverage');
    await user.click(within(row).getByRole('button', { name: /^Download OPEC\+/ }));
    await within(row).findByText('No connection to the server. Check your network and try again.', {}, WAIT);
    expect(saved).toHaveLength(0);
  });

  it('pages with the page in the URL', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    await rowOf(CB_REPORT);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.href).toContain('page=2'));
    await waitFor(() => expect(requests.bodies(LIST).at(-1)).toMatchObject({ page: 2, limit: 10 }));
  });

  it('asks for the page the URL names', async () => {
    const requests = recordRequests();
    await renderApp('/cabinet/info/reports?page=3', { as: { infopole: true } });
    await rowOf(CB_REPORT);
    expect(requests.bodies(LIST)[0]).toMatchObject({ page: 3 });
  });

  it('shows its own empty state', async () => {
    server.use(answer('/api/v1/info/reports/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 10 } }));
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    await screen.findByText('No reports yet. Reports you order appear here once they are queued.', {}, WAIT);
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/info/reports/list', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server error.' }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/info/reports', { as: { infopole: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('heading', { level: 1, name: 'Info reports' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await rowOf(CB_REPORT);
  });
});
