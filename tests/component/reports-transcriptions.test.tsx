import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatISO } from 'date-fns';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getTranscriptionListResponseMock } from '@generated/api/transcription/transcription.msw';
import { Route as TranscriptionsRoute } from '@routes/cabinet/reports/transcription/index';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';

const PAGE = '/cabinet/reports/transcription';
const LIST = '/api/v1/transcription/list';
const CREATE = '/api/v1/transcription/create';

/** A local date-and-time input value `days` ago at `hours:minutes`, and the moment it stands for. */
function localTime(daysAgo: number, hours: number, minutes = 0) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
  return { value, iso: formatISO(date) };
}

function setTime(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function fillOrder(
  user: ReturnType<typeof userEvent.setup>,
  { channel = 'Россия 1', start = localTime(1, 20), end = localTime(1, 20, 45), language = 'Russian' } = {},
) {
  const select = await screen.findByLabelText('Channel');
  await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false), WAIT);
  await user.selectOptions(select, channel);
  setTime('Start of the window', start.value);
  setTime('End of the window', end.value);
  await user.click(screen.getByRole('radio', { name: language }));
}

const list = () => screen.getByRole('region', { name: 'Transcription reports' });

describe('transcriptions: the URL', () => {
  it('keeps the page, order, language and state, dropping what is malformed', () => {
    const parse = searchValidatorOf(TranscriptionsRoute);
    expect(parse({ page: '2', sort: 'start', order: 'asc', language: 'ar', state: 'done' })).toMatchObject({
      page: 2,
      sort: 'start',
      order: 'asc',
      language: 'ar',
      state: 'done',
    });
    expect(parse({ sort: 'channel', language: 'de', state: 'lost' })).toMatchObject({
      sort: undefined,
      language: undefined,
      state: undefined,
    });
  });
});

describe('transcription reports list', () => {
  it('lists the account’s transcriptions; only ready ones can be read', async () => {
    const requests = recordRequests();
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByRole('heading', { level: 1, name: 'Transcription reports' }, WAIT);
    const bbc = (await screen.findByRole('rowheader', { name: /BBC World News/ }, WAIT)).closest('tr') as HTMLElement;
    within(bbc).getByText('English');
    within(bbc).getByText('Ready');
    expect(
      within(bbc)
        .getByRole('link', { name: /^Read BBC World News/ })
        .getAttribute('href'),
    ).toBe('/cabinet/reports/transcription/report?id=910');
    const queued = (await screen.findByRole('rowheader', { name: /Первый канал/ })).closest('tr') as HTMLElement;
    within(queued).getByText('Queued');
    expect(within(queued).queryByRole('link')).toBeNull();
    const failed = screen.getByRole('rowheader', { name: /Radio Sawa/ }).closest('tr') as HTMLElement;
    within(failed).getByText('The air could not be transcribed.');
    await requests.settled();
    expect(requests.bodies(LIST)[0]).toEqual({ page: 1, limit: 10, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('narrows by language and state in the URL and the request', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`${PAGE}?page=2`, { as: { rsp: true } });
    await screen.findByRole('rowheader', { name: /BBC World News/ }, WAIT);
    await user.selectOptions(within(list().parentElement!.parentElement!).getByLabelText('Language'), 'ar');
    await waitFor(() => expect(router.state.location.search).toEqual({ language: 'ar' }));
    await user.selectOptions(screen.getByLabelText('State'), 'done');
    await waitFor(() => expect(router.state.location.search).toEqual({ language: 'ar', state: 'done' }));
    await waitFor(() =>
      expect(requests.bodies(LIST).at(-1)).toEqual({
        page: 1,
        limit: 10,
        sort_by: 'created_at',
        sort_order: 'desc',
        language: 'ar',
        state: 'done',
      }),
    );
  });

  it('shows its empty states and a failed list with a retry', async () => {
    let outcome: 'empty' | 'fail' = 'empty';
    server.use(
      answer('/api/v1/transcription/list', 'post', (_info, reply) =>
        outcome === 'empty'
          ? { items: [], meta: { total: 0, page: 1, limit: 20 } }
          : reply(500, { message: 'Server Error' }),
      ),
    );
    const first = await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByText('No transcriptions yet. Order one above: it appears here at once.', {}, WAIT);
    first.unmount();
    const second = await renderApp(`${PAGE}?language=en`, { as: { rsp: true } });
    await screen.findByText('No transcription matches the chosen language and state.', {}, WAIT);
    second.unmount();
    outcome = 'fail';
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    // The order form does not depend on the list.
    screen.getByRole('button', { name: 'Order the transcription' });
  });

  it('sends a person without the rsp key to Unauthorized', async () => {
    const { router } = await renderApp(PAGE, { as: { music: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('is the second page of the section menu, marked as current', async () => {
    await renderApp(PAGE, { as: { rsp: true } });
    const nav = await screen.findByRole('navigation', { name: 'All reports' }, WAIT);
    expect(within(nav).getByRole('link', { name: 'Transcriptions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'All reports' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('ordering a transcription', () => {
  it('offers the TV and radio channels with air, from the call any account with reports may make, sorted in the reader’s language', async () => {
    const requests = recordRequests();
    await renderApp(PAGE, { as: { rsp: true } });
    const select = (await screen.findByLabelText('Channel')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false), WAIT);
    const names = (group: string) =>
      within(within(select).getByRole('group', { name: group }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const collator = new Intl.Collator('en');
    const tv = [
      'BBC World News',
      'НТВ',
      'Первый канал',
      'Россия 1',
      'الجزيرة (Al Jazeera)',
      'سكاي نيوز عربية (Sky News Arabia)',
    ];
    const radio = ['Европа Плюс', 'Радио Маяк', 'Русское радио', 'راديو سوا (Radio Sawa)'];
    expect(names('TV')).toEqual([...tv].sort(collator.compare));
    expect(names('Radio')).toEqual([...radio].sort(collator.compare));
    expect(requests.to('/api/v1/transcription/channels').length).toBeGreaterThan(0);
    expect(requests.to('/api/v1/info/channels/top')).toEqual([]);
  });

  it('checks everything before sending, names each problem under its field and focuses the first', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByRole('rowheader', { name: /BBC World News/ }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await screen.findByText('Choose a channel.');
    screen.getByText('Enter when the window starts.');
    screen.getByText('Enter when the window ends.');
    screen.getByText('Choose the language spoken on air.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Channel')));

    setTime('Start of the window', localTime(1, 20).value);
    setTime('End of the window', localTime(1, 19).value);
    await screen.findByText('The end must be after the start.');
    setTime('End of the window', localTime(1, 20).value);
    await screen.findByText('The end must be after the start.');
    setTime('End of the window', localTime(0, 0, 1).value);
    await screen.findByText('The window may last at most 4 hours.');
    setTime('Start of the window', localTime(-1, 10).value);
    await screen.findByText('This time has not been broadcast yet.');
    setTime('Start of the window', localTime(1, 19).value);
    setTime('End of the window', localTime(1, 23, 30).value);
    await screen.findByText('The window may last at most 4 hours.');
    // Changing the start checks the end again.
    setTime('Start of the window', localTime(1, 20).value);
    await waitFor(() => expect(screen.queryByText('The window may last at most 4 hours.')).toBeNull());
    expect(screen.getByLabelText('End of the window').getAttribute('aria-invalid')).toBeNull();
    await requests.settled();
    expect(requests.to(CREATE)).toHaveLength(0);
  });

  it('sends a valid order, says so, clears the form and shows the new report in the list', async () => {
    const requests = recordRequests();
    let ordered = false;
    const all = getTranscriptionListResponseMock();
    server.use(
      answer('/api/v1/transcription/list', 'post', () =>
        ordered ? all : { items: all.items.slice(1), meta: { ...all.meta, total: all.items.length - 1 } },
      ),
      answer('/api/v1/transcription/create', 'post', async ({ sent }) => {
        ordered = true;
        const { start, end } = await sent();
        return {
          item: {
            id: 912,
            channel: { id: 2, name: 'Россия 1', type: 'TV' },
            start,
            end,
            language: 'ru',
            state: 'queued',
            created_at: '2026-11-22T09:05:00+03:00',
          },
        };
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByRole('rowheader', { name: /BBC World News/ }, WAIT);
    expect(screen.queryByRole('rowheader', { name: /Первый канал/ })).toBeNull();
    const start = localTime(1, 20);
    const end = localTime(1, 20, 45);
    await fillOrder(user, { start, end });
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await waitFor(
      () =>
        expect(document.querySelector('.alert-success')?.textContent).toMatch(
          /^The transcription of Россия 1 from .+ is ordered\. It is in the list below/,
        ),
      WAIT,
    );
    await requests.settled();
    expect(requests.bodies(CREATE)).toEqual([{ channel_id: 2, start: start.iso, end: end.iso, language: 'ru' }]);
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Start of the window') as HTMLInputElement).value).toBe('');
    await screen.findByRole('rowheader', { name: /Первый канал/ }, WAIT);
  });

  it('keeps what was entered when the server refuses, with its messages under the fields', async () => {
    server.use(
      refuse('/api/v1/transcription/create', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { end: ['The transcription window may not be longer than 4 hours.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { rsp: true } });
    const start = localTime(2, 8);
    await fillOrder(user, { start, end: localTime(2, 9), language: 'Arabic' });
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await screen.findByText('Some fields are not filled in correctly.', {}, WAIT);
    screen.getByText('The transcription window may not be longer than 4 hours.');
    expect(screen.getByLabelText('End of the window').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Start of the window') as HTMLInputElement).value).toBe(start.value);
    expect((screen.getByRole('radio', { name: 'Arabic' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the channel is gone or the server cannot be reached, keeping the form', async () => {
    let outcome: 'gone' | 'offline' = 'gone';
    server.use(
      answer('/api/v1/transcription/create', 'post', (_info, reply) =>
        outcome === 'gone' ? reply(404, { message: 'Channel not found.', code: 'not_found' }) : HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { rsp: true } });
    await fillOrder(user, { channel: 'НТВ' });
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await screen.findByText('This channel is no longer available. Choose another one.', {}, WAIT);
    outcome = 'offline';
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await screen.findByText('No connection to the server. Check your network and try again.', {}, WAIT);
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('3');
  });

  it('says when the channels could not be loaded, and loads them again', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/transcription/channels', 'get', (_info, reply) =>
        fail ? reply(500, { message: 'Server Error' }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: { rsp: true } });
    await screen.findByText('The channels could not be loaded.', {}, WAIT);
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).disabled).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((screen.getByLabelText('Channel') as HTMLSelectElement).disabled).toBe(false), WAIT);
    expect(screen.queryByText('The channels could not be loaded.')).toBeNull();
  });

  it('reads in Russian and Arabic', async () => {
    const first = await renderApp(PAGE, { as: { rsp: true }, locale: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Расшифровки эфира' }, WAIT);
    screen.getByRole('button', { name: 'Заказать расшифровку' });
    first.unmount();
    await renderApp(PAGE, { as: { rsp: true }, locale: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'تقارير التفريغ النصي' }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
