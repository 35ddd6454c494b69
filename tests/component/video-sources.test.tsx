import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toLocalValue } from '@features/video/sources/demand-window';
import { isChanging } from '@features/video/sources/streams-tab';
import { answer, refuse } from '../setup/answers';
import { block, rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const HOUR = 60 * 60 * 1000;
const VIDEO = { video: true, video_infopole: true };

describe('video sources: tabs', () => {
  it('offers the tabs the person may open', async () => {
    await renderApp('/cabinet/video/sources/video', { as: { video: true } });
    const tabs = await screen.findByRole('navigation', { name: 'Sources' }, WAIT);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Streams', 'Stream discovery']);
    expect(within(tabs).getByRole('link', { name: 'Streams' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a person without the video key from the streams to Unauthorized, and shows them the catalogues', async () => {
    const { router } = await renderApp('/cabinet/video/sources/video', { as: { video_infopole: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), WAIT);
    await router.navigate({ to: '/cabinet/video/sources/person' });
    const tabs = await screen.findByRole('navigation', { name: 'Sources' }, WAIT);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Persons', 'Objects']);
  });
});

describe('video sources: streams', () => {
  it('lists the monitored streams with their state in plain words, without a content hash', async () => {
    const requests = recordRequests();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    await screen.findByRole('heading', { level: 1, name: 'Sources: monitored streams' }, WAIT);
    const demand = await rowOf('НТВ — запись 19.11.2026 18:00–19:00', { startsWith: true });
    within(demand).getByText('Queued');
    within(demand).getByText('Запись по запросу');
    within(demand).getByText('НТВ');
    within(await rowOf('Радио Маяк — прямой эфир', { startsWith: true })).getByText('Failed');
    within(await rowOf('Радио Sputnik — прямой эфир', { startsWith: true })).getByText('Not linked');
    within(await rowOf('НТВ — прямой эфир', { startsWith: true })).getByText('Recording');
    const lists = requests.to('/api/v1/stream/list');
    expect(lists.length).toBeGreaterThan(0);
    for (const request of lists) expect(request.headers.get('x-content-hash')).toBeNull();
    // Dictionaries are cached calls: they carry the hash.
    expect(requests.to('/api/v1/stream/type/list')[0]?.headers.get('x-content-hash')).toBeTruthy();
  });

  it('is followed while a stream is queued or an on-demand recording is captured, not for live air', () => {
    expect(isChanging({ state: 'queued', kind: 'live' })).toBe(true);
    expect(isChanging({ state: 'processing', kind: 'on_demand' })).toBe(true);
    expect(isChanging({ state: 'processing', kind: 'live' })).toBe(false);
    expect(isChanging({ state: 'done', kind: 'on_demand' })).toBe(false);
  });

  it('narrows the list by type and kind from their dictionaries', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    await rowOf('НТВ — прямой эфир', { startsWith: true });
    const list = await block('Monitored streams', 'any');
    await within(list).findByRole('option', { name: 'Радио' }, WAIT);
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Type' }), 'Радио');
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Capture' }), 'Прямой эфир');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/stream/list').at(-1)).toEqual({
          page: 1,
          limit: 20,
          sort_by: 'created_at',
          sort_order: 'desc',
          type: 'radio',
          kind: 'live',
        }),
      WAIT,
    );
  });

  it('shows its empty and failed states', async () => {
    server.use(answer('/api/v1/stream/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    const view = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    await screen.findByText('No stream is monitored yet. Add one below.', {}, WAIT);
    view.unmount();
    server.use(refuse('/api/v1/stream/list', 'post', 500, { message: 'Server error.' }));
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
  });

  it('checks the new stream before sending, then adds it and asks for the list again', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await block('Add a stream', 'any');
    await user.click(within(form).getByRole('button', { name: 'Add the stream' }));
    expect(await within(form).findAllByText('Fill in this field.')).toHaveLength(2);
    within(form).getByText('Choose the stream type.');
    await user.type(within(form).getByLabelText('Name'), 'РБК — видеотрансляция');
    await user.type(within(form).getByLabelText('Address'), 'ftp://live.rbc.ru/rbctv');
    await within(form).findByText(/starting with http:\/\/, https:\/\/, rtmp:\/\/, rtsp:\/\/ or udp:\/\//);
    expect(requests.to('/api/v1/stream/add')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), 'https://live.rbc.ru/rbctv/index.m3u8');
    await within(form).findByRole('option', { name: 'Веб-трансляция' }, WAIT);
    await user.selectOptions(within(form).getByLabelText('Type'), 'Веб-трансляция');
    await within(form).findByRole('option', { name: 'НТВ' }, WAIT);
    await user.selectOptions(within(form).getByLabelText('Channel'), 'НТВ');
    const listCalls = requests.to('/api/v1/stream/list').length;
    await user.click(within(form).getByRole('button', { name: 'Add the stream' }));
    await within(form).findByText(/is added\. It stays queued until an operator checks the source\./, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/v1/stream/add')).toEqual([
      {
        name: 'РБК — видеотрансляция',
        url: 'https://live.rbc.ru/rbctv/index.m3u8',
        type: 'web',
        kind: 'live',
        channel_id: 3,
      },
    ]);
    await waitFor(() => expect(requests.to('/api/v1/stream/list').length).toBeGreaterThan(listCalls), WAIT);
  });

  it('puts the server’s message under the address and keeps what was typed', async () => {
    server.use(
      refuse('/api/v1/stream/add', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { url: ['This stream is already monitored.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await block('Add a stream', 'any');
    await user.type(within(form).getByLabelText('Name'), 'НТВ');
    await user.type(within(form).getByLabelText('Address'), 'https://live.ntv.ru/ntv/index.m3u8');
    await within(form).findByRole('option', { name: 'Телевидение' }, WAIT);
    await user.selectOptions(within(form).getByLabelText('Type'), 'Телевидение');
    await user.click(within(form).getByRole('button', { name: 'Add the stream' }));
    await within(form).findByText('This stream is already monitored.', {}, WAIT);
    within(form).getByText('Some fields are not filled in correctly.');
    expect((within(form).getByLabelText('Address') as HTMLInputElement).value).toBe(
      'https://live.ntv.ru/ntv/index.m3u8',
    );
  });
});

describe('video sources: on-demand recording', () => {
  const local = (offset: number) => toLocalValue(new Date(Date.now() + offset));

  async function fill(form: HTMLElement, start: string, end: string) {
    await within(form).findByRole('option', { name: 'НТВ' }, WAIT);
    await userEvent.setup().selectOptions(within(form).getByLabelText('Channel'), 'НТВ');
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: start } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: end } });
  }

  it('refuses a window over 24 hours or older than 30 days before sending', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await block('Order a recording', 'any');
    await fill(form, local(2 * HOUR), local(27 * HOUR));
    await user.click(within(form).getByRole('button', { name: 'Order the recording' }));
    await within(form).findByText(
      'A recording may last at most 24 hours: end it earlier or split it in two orders.',
      {},
      WAIT,
    );
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: local(-40 * 24 * HOUR) } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: local(-40 * 24 * HOUR + HOUR) } });
    await within(form).findByText(/The air archive keeps 30 days: start the recording on .+ or later\./, {}, WAIT);
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: local(5 * HOUR) } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: local(4 * HOUR) } });
    await within(form).findByText('The recording must end after it starts.', {}, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Order the recording' }));
    expect(requests.to('/api/v1/stream/demand/create')).toHaveLength(0);
  });

  it('orders a valid window with the clock’s offset and lists it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await block('Order a recording', 'any');
    const start = local(-2 * 24 * HOUR);
    const end = local(-2 * 24 * HOUR + HOUR);
    await fill(form, start, end);
    await user.click(within(form).getByRole('button', { name: 'Order the recording' }));
    await within(form).findByText(/is ordered\. It is queued, and recorded in its window\./, {}, WAIT);
    await requests.settled();
    const [body] = requests.bodies('/api/v1/stream/demand/create') as {
      channel_id: number;
      start: string;
      end: string;
    }[];
    expect(body?.channel_id).toBe(3);
    expect(body?.start).toMatch(new RegExp(`^${start}:00[+-]\\d{2}:\\d{2}$`));
    expect(new Date(body!.end).getTime() - new Date(body!.start).getTime()).toBe(HOUR);
  });

  it('says so when the server refuses the window, keeping it', async () => {
    server.use(
      refuse('/api/v1/stream/demand/create', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { end: ['The recording window may not be longer than 24 hours.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await block('Order a recording', 'any');
    const start = local(HOUR);
    await fill(form, start, local(3 * HOUR));
    await user.click(within(form).getByRole('button', { name: 'Order the recording' }));
    await within(form).findByText('The recording window may not be longer than 24 hours.', {}, WAIT);
    expect((within(form).getByLabelText('Starts') as HTMLInputElement).value).toBe(start);
  });

  it("speaks Russian from the sources pages' own catalog, loaded with them", async () => {
    const { router } = await renderApp('/cabinet/video/main', { as: VIDEO, locale: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Видео: обзор' }, WAIT);
    await router.navigate({ to: '/cabinet/video/sources/video' });
    await screen.findByRole('heading', { level: 2, name: 'Добавить поток' }, WAIT);
  });
});
