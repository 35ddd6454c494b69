import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as ReportsRoute } from '@routes/cabinet/video/reports';
import { answer, refuse } from '../setup/answers';
import { block, rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';
import { catchSaves, type SavedFile } from '../setup/downloads';

const PAGE =
  '/cabinet/video/reports?period[start_date]=2026-11-16&period[end_date]=2026-11-22&channel_types[]=TV&channels[]=3';
const READY = 'Доля эфира по категориям контента, 9–15 ноября 2026';

describe('video reports', () => {
  let saved: SavedFile[];

  beforeEach(() => {
    saved = catchSaves();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps only known states, types and list keys from the URL', () => {
    const parse = searchValidatorOf(ReportsRoute);
    expect(parse({ state: 'done', type: 'persons', sort: 'finished_at', page: '2' })).toMatchObject({
      state: 'done',
      type: 'persons',
      sort: 'finished_at',
      page: 2,
    });
    expect(parse({ state: 'lost', type: 'music', sort: 'title' })).toMatchObject({
      state: undefined,
      type: undefined,
      sort: undefined,
    });
  });

  it('lists the tasks with their state, kind and why one failed', async () => {
    const requests = recordRequests();
    await renderApp(PAGE, { as: { video: true } });
    await screen.findByRole('heading', { level: 1, name: 'Video reports' }, WAIT);
    within(await rowOf(READY)).getByText('Ready');
    within(await rowOf(READY)).getByText('Airtime by content category');
    const failed = await rowOf('Сводный отчёт: الجزيرة и سكاي نيوز عربية, октябрь 2026');
    within(failed).getByText('Отчёт не сформирован за отведённые 30 минут. Сократите период и повторите.');
    within(await rowOf('Персоны в эфире, 16–22 ноября 2026')).getByText('Available once the report is ready.');
    await requests.settled();
    expect(requests.bodies('/api/v1/video/report/task/list')[0]).toEqual({
      page: 1,
      limit: 10,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
  });

  it('orders a report with the section filters and the chosen kind and format, and lists it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { video: true } });
    const order = await block('Order a report');
    await user.selectOptions(within(order).getByLabelText('What the report covers'), 'objects');
    await user.selectOptions(within(order).getByLabelText('File format'), 'xlsx');
    await user.type(within(order).getByLabelText('Title (optional)'), 'Логотипы на НТВ');
    const listCalls = requests.to('/api/v1/video/report/task/list').length;
    await user.click(within(order).getByRole('button', { name: 'Order the report' }));
    await within(order).findByText(/is ordered\. It appears in the list below/, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/v1/video/report/task/add')).toEqual([
      {
        type: 'objects',
        title: 'Логотипы на НТВ',
        period: { start_date: '2026-11-16', end_date: '2026-11-22' },
        filters: { channels: [3], channel_types: ['TV'] },
        file_format: 'xlsx',
      },
    ]);
    await waitFor(() => expect(requests.to('/api/v1/video/report/task/list').length).toBeGreaterThan(listCalls), WAIT);
    expect((within(order).getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('');
  });

  it('keeps the order and says why when the server refuses it', async () => {
    server.use(
      refuse('/api/v1/video/report/task/add', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { title: ['The title may not be greater than 200 characters.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { video: true } });
    const order = await block('Order a report');
    await user.type(within(order).getByLabelText('Title (optional)'), 'Сводка');
    await user.click(within(order).getByRole('button', { name: 'Order the report' }));
    await within(order).findByText(
      'The report could not be ordered: check the fields and the filters above.',
      {},
      WAIT,
    );
    within(order).getByText('The title may not be greater than 200 characters.');
    expect((within(order).getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('Сводка');
  });

  it('downloads a ready report in the chosen format with progress', async () => {
    const files: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      answer('/api/v1/video/report/{id}/download', 'get', async ({ request, params }) => {
        files.push(`${String(params.id)}:${new URL(request.url).searchParams.get('file_format')}`);
        await gate;
        return new HttpResponse('csv-bytes', { headers: { 'Content-Type': 'text/csv', 'Content-Length': '9' } });
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { video: true } });
    const row = await rowOf(READY);
    await user.selectOptions(within(row).getByLabelText(`Format of “${READY}”`), 'csv');
    await user.click(within(row).getByRole('button', { name: `Download ${READY}` }));
    await within(row).findByRole('progressbar', {}, WAIT);
    release();
    await within(row).findByText(`Saved as ${READY}.csv`, {}, WAIT);
    expect(files).toEqual(['804:csv']);
    expect(await saved[0]?.blob.text()).toBe('csv-bytes');
  });

  it('narrows the list by state and type', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { video: true } });
    await rowOf(READY);
    const list = await block('Ordered reports');
    await user.selectOptions(within(list).getByLabelText('State'), 'failed');
    await user.selectOptions(within(list).getByLabelText('Covers'), 'summary');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/report/task/list').at(-1)).toEqual({
          page: 1,
          limit: 10,
          sort_by: 'created_at',
          sort_order: 'desc',
          state: 'failed',
          type: 'summary',
        }),
      WAIT,
    );
  });

  it('shows its empty and failed states', async () => {
    server.use(answer('/api/v1/video/report/task/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 10 } }));
    const { unmount } = await renderApp(PAGE, { as: { video: true } });
    await screen.findByText(
      'No report ordered yet. Order one above: it appears here and is followed until it is ready.',
      {},
      WAIT,
    );
    unmount();
    server.use(refuse('/api/v1/video/report/task/list', 'post', 500, { message: 'Server error.' }));
    await renderApp(PAGE, { as: { video: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
  });
});
