import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as AllReportsRoute } from '@routes/cabinet/reports/index';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';
import { rowOf, WAIT } from '../setup/blocks';
import { catchSaves } from '../setup/downloads';

const LIST = '/api/v1/rsp/report/list';
const OPEC = 'OPEC+ Vienna summit: international coverage';
const WEEKLY = 'Еженедельный обзор СМИ: 9–15 ноября 2026';
const ROTATION = 'Ротация Ольги Серовой на радио: 16–20 ноября';
// Saved files are named after the title; a colon is not allowed in file names.
const OPEC_FILE = 'OPEC+ Vienna summit- international coverage';
const WEEKLY_FILE = 'Еженедельный обзор СМИ- 9–15 ноября 2026';

describe('all reports: the URL', () => {
  it('keeps the page, order, types and states, dropping what is malformed', () => {
    const parse = searchValidatorOf(AllReportsRoute);
    expect(
      parse({ page: '2', sort: 'type', order: 'asc', types: ['music', 'radio', 'music'], states: ['done', 'lost'] }),
    ).toMatchObject({
      page: 2,
      sort: 'type',
      order: 'asc',
      types: ['music'],
      states: ['done'],
    });
    expect(parse({ sort: 'formats', types: 'podcast', size: '20' })).toMatchObject({
      sort: undefined,
      types: undefined,
      size: undefined,
    });
  });
});

describe('all reports screen', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = catchSaves();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every section’s reports with their type and state, newest first', async () => {
    const requests = recordRequests();
    await renderApp('/cabinet/reports', { as: { rsp: true } });
    await screen.findByRole('heading', { level: 1, name: 'All reports' }, WAIT);
    const music = await rowOf(ROTATION);
    within(music).getByText('Music');
    within(music).getByText('Ready');
    within(await rowOf('Расшифровки эфиров: решение ЦБ по ключевой ставке')).getByText('Transcription');
    const queued = await rowOf('Упоминания «Аэрофлота» на ТВ: 16–22 ноября 2026');
    within(queued).getByText('Queued');
    within(queued).getByText('Available once the report is ready.');
    expect(within(queued).queryByRole('button')).toBeNull();
    within(await rowOf('تقرير تغطية مشروع نيوم للطاقة الخضراء')).getByText('The report could not be prepared.');
    // Each ready report offers exactly the formats it has, in the usual order.
    expect(
      within(music)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['pdf', 'xlsx', 'csv']);
    await requests.settled();
    expect(requests.bodies(LIST)[0]).toEqual({ page: 1, limit: 20, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('downloads the chosen format with its progress and saves it under the report’s title', async () => {
    const requests = recordRequests();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      answer('/api/v1/rsp/report/{id}/download', 'get', async () => {
        await gate;
        return new HttpResponse('docx-bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'Content-Length': '10',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/reports', { as: { rsp: true } });
    const row = await rowOf(OPEC);
    await user.selectOptions(within(row).getByLabelText(`Format of “${OPEC}”`), 'docx');
    await user.click(within(row).getByRole('button', { name: `Download ${OPEC}` }));
    await within(row).findByRole('progressbar', {}, WAIT);
    release();
    await within(row).findByText(`Saved as ${OPEC_FILE}.docx`, {}, WAIT);
    const download = requests.to('/api/v1/rsp/report/702/download');
    expect(download).toHaveLength(1);
    expect(download[0]?.query.get('file_format')).toBe('docx');
    expect(saved).toEqual([{ name: `${OPEC_FILE}.docx`, blob: expect.any(Blob) }]);
    expect(await saved[0]?.blob.text()).toBe('docx-bytes');
  });

  it('says on the row why a download failed, and tries again', async () => {
    let outcome: 'not-offered' | 'gone' | 'ok' = 'not-offered';
    server.use(
      answer('/api/v1/rsp/report/{id}/download', 'get', (_info, reply) => {
        if (outcome === 'not-offered')
          return reply(400, {
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { file_format: ['The report 701 is not available as csv.'] },
          });
        if (outcome === 'gone') return reply(404, { message: 'Not found.', code: 'not_found' });
        return new HttpResponse('csv-bytes', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/reports', { as: { rsp: true } });
    const row = await rowOf(WEEKLY);
    await user.selectOptions(within(row).getByLabelText(`Format of “${WEEKLY}”`), 'csv');
    await user.click(within(row).getByRole('button', { name: `Download ${WEEKLY}` }));
    await within(row).findByRole('alert', {}, WAIT);
    expect(within(row).getByRole('alert').textContent).toBe('The given data was invalid.');
    outcome = 'gone';
    await user.click(within(row).getByRole('button', { name: `Try again ${WEEKLY}` }));
    await within(row).findByText('This file is not available. Reload the list and try again.', {}, WAIT);
    outcome = 'ok';
    await user.click(within(row).getByRole('button', { name: `Try again ${WEEKLY}` }));
    await within(row).findByText(`Saved as ${WEEKLY_FILE}.csv`, {}, WAIT);
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('narrows by type and state in the URL and the request, back to the first page', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet/reports?page=2', { as: { rsp: true } });
    await rowOf(OPEC);
    await user.click(screen.getByText('Type', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ types: ['music'] }));
    await user.click(screen.getByText('State', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ready' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ types: ['music'], states: ['done'] }));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toEqual({
        page: 1,
        limit: 20,
        sort_by: 'created_at',
        sort_order: 'desc',
        types: ['music'],
        states: ['done'],
      }),
    );
  });

  it('sorts on the server from the column headers', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet/reports', { as: { rsp: true } });
    await rowOf(OPEC);
    await user.click(screen.getByRole('button', { name: 'Sort by Type' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'type', order: 'asc' }));
    await waitFor(() => expect(requests.bodies(LIST).at(-1)).toMatchObject({ sort_by: 'type', sort_order: 'asc' }));
  });

  it('asks again while a report is being prepared, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      server.use(
        answer('/api/v1/rsp/report/list', 'post', () => {
          calls += 1;
          const state = calls === 1 ? 'processing' : 'done';
          return {
            items: [
              {
                id: 704,
                title: 'Расшифровки эфиров',
                type: 'transcription',
                created_at: '2026-11-21T08:55:10+03:00',
                period: { start_date: '2026-11-20', end_date: '2026-11-21' },
                state,
                formats: state === 'done' ? ['pdf'] : [],
              },
            ],
            meta: { total: 1, page: 1, limit: 20 },
          };
        }),
      );
      await renderApp('/cabinet/reports', { as: { rsp: true } });
      within(await rowOf('Расшифровки эфиров')).getByText('Being prepared');
      await vi.advanceTimersByTimeAsync(5_100);
      await within(await rowOf('Расшифровки эфиров')).findByText('Ready', {}, WAIT);
      within(await rowOf('Расшифровки эфиров')).getByRole('button', { name: 'Download Расшифровки эфиров' });
      await vi.advanceTimersByTimeAsync(15_000);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows its empty states: none yet, and none of the chosen kind', async () => {
    server.use(answer('/api/v1/rsp/report/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    const first = await renderApp('/cabinet/reports', { as: { rsp: true } });
    await screen.findByText(
      'No reports yet. Reports you order in the info, music, video and transcription sections appear here.',
      {},
      WAIT,
    );
    first.unmount();
    await renderApp('/cabinet/reports?types[]=video', { as: { rsp: true } });
    await screen.findByText('No report matches the chosen types and states.', {}, WAIT);
  });

  it('shows a failed list in its block with a retry, the heading staying', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/rsp/report/list', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server Error' }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/reports', { as: { rsp: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('heading', { level: 1, name: 'All reports' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await rowOf(OPEC);
  });

  it('says when the server refuses the narrowing', async () => {
    server.use(
      refuse('/api/v1/rsp/report/list', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { 'types.0': ['The selected types.0 is invalid.'] },
      }),
    );
    await renderApp('/cabinet/reports?types[]=music', { as: { rsp: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
  });

  it('sends a person without the rsp key to Unauthorized', async () => {
    const { router } = await renderApp('/cabinet/reports', { as: { infopole: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('offers its two pages in the section menu, only the current one marked', async () => {
    await renderApp('/cabinet/reports', { as: { rsp: true } });
    const nav = await screen.findByRole('navigation', { name: 'All reports' }, WAIT);
    expect(within(nav).getByRole('link', { name: 'All reports' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Transcriptions' }).getAttribute('aria-current')).toBeNull();
  });
});
