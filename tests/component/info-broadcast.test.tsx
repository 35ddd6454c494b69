import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timelineChannels, intervalAt, ticks, zoomIn, zoomOut } from '@features/info/broadcast/broadcast-model';
import { Route as BroadcastRoute } from '@routes/cabinet/info/broadcast';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';
import { WAIT } from '../setup/blocks';
import { recordRequests } from '../setup/requests';

const PERIOD = 'period%5Bstart_date%5D=2026-11-16&period%5Bend_date%5D=2026-11-22';
const CHANNELS = 'channels%5B%5D=1&channels%5B%5D=12';
const VREMYA = /^Время, Первый канал, from 21:00 to 21:45, News$/;

const BROADCAST = '/api/v1/timeline/broadcast/list';

/** The query of each request to a path, in order. */
function queriesTo(requests: ReturnType<typeof recordRequests>, path: string) {
  return requests.to(path).map((request) => Object.fromEntries(request.query));
}

describe('broadcast model', () => {
  it('reads the day from the URL, dropping a malformed one', () => {
    const parse = searchValidatorOf(BroadcastRoute);
    expect(parse({ date: '2026-11-18' })).toEqual({ date: '2026-11-18' });
    expect(parse({ date: '2026-13-40' })).toEqual({ date: undefined });
    expect(parse({ date: ['2026-11-18'] })).toEqual({ date: undefined });
  });

  it('takes the chosen channels, or else the TV and radio channels of the list', () => {
    const list = [
      { id: 8, type: 'NEWS_AGENCY' },
      { id: 1, type: 'TV' },
      { id: 30, type: 'RADIO' },
    ];
    expect(timelineChannels([5, 6], [], list)).toEqual([5, 6]);
    expect(timelineChannels([], [], list)).toEqual([1, 30]);
    expect(timelineChannels([], ['RADIO', 'PRESS'], list)).toEqual([30]);
    expect(timelineChannels([], ['PRESS'], list)).toEqual([]);
    expect(timelineChannels([], [], undefined)).toBeUndefined();
  });

  it('zooms between 24, 12, 6, 3 and 1 hour windows and ticks across the whole day', () => {
    expect(zoomIn(24)).toBe(12);
    expect(zoomIn(1)).toBe(1);
    expect(zoomOut(6)).toBe(12);
    expect(zoomOut(24)).toBe(24);
    expect(ticks(24)).toHaveLength(12);
    expect(ticks(1)).toHaveLength(144);
  });

  it('finds the program at a time of day', () => {
    const spans = [{ span: { start: 0, end: 100 } }, { span: { start: 200, end: 300 } }];
    expect(intervalAt(spans, 50)).toBe(0);
    expect(intervalAt(spans, 150)).toBe(1);
    expect(intervalAt(spans, 400)).toBe(1);
    expect(intervalAt([], 10)).toBe(-1);
  });
});

describe('broadcast screen', () => {
  it('draws a row per channel with programs placed by time of day', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Broadcast timeline' }, WAIT);
    const perviy = await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    screen.getByRole('group', { name: 'الجزيرة (Al Jazeera)' });
    const vremya = within(perviy).getByRole('button', { name: VREMYA });
    expect(vremya.textContent).toBe('Время');
    // 21:00 is 87.5 % of the day; 45 minutes are 3.125 %.
    expect(vremya.style.getPropertyValue('--start')).toBe('87.5%');
    expect(vremya.style.getPropertyValue('--size')).toBe('3.125%');
    expect(requests.bodies(BROADCAST)).toEqual([{ date: '2026-11-18', channels: [1, 12] }]);
  });

  it('defaults to the period end and to the TV and radio channels of the period', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}`, { as: { infopole: true } });
    await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    expect(requests.bodies(BROADCAST)).toEqual([{ date: '2026-11-22', channels: [1, 2, 3, 12] }]);
  });

  it('sorts each channel’s programs by start and leaves out malformed ones', async () => {
    server.use(
      answer('/api/v1/timeline/broadcast/list', 'post', {
        items: [
          {
            channel: { id: 1, name: 'Первый канал', type: 'TV' },
            intervals: [
              { start: '12:00:00', end: '13:00:00', program_id: 3, title: 'Полдень', kind: 'news' },
              { start: '06:00:00', end: '07:00:00', program_id: 1, title: 'Утро', kind: 'talk_show' },
              { start: '25:00:00', end: '26:00:00', program_id: 9, title: 'Сломанный', kind: 'news' },
              { start: '09:00:00', end: '09:30:00', program_id: 2, title: 'Новости', kind: 'news' },
            ],
          },
        ],
      }),
    );
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    const row = await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Утро', 'Новости', 'Полдень']);
  });

  it('loads the chosen program and its stretch into the details', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    const vremya = await screen.findByRole('button', { name: VREMYA }, WAIT);
    screen.getByText(/Choose a program on the timeline/);
    await user.click(vremya);
    expect(vremya.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText(/Главная информационная программа Первого канала/, {}, WAIT);
    await screen.findByText(/Банк России сохранил ключевую ставку на уровне/, {}, WAIT);
    screen.getByText('Михаил Орлов');
    screen.getByText('Финансы, Экономика');
    screen.getByText('Центральный банк, Ключевая ставка');
    expect(queriesTo(requests, '/api/v1/timeline/program/get')).toEqual([{ program_id: '1611', date: '2026-11-18' }]);
    expect(queriesTo(requests, '/api/v1/timeline/segment/get')).toEqual([
      { channel_id: '1', date: '2026-11-18', start: '21:00:00', end: '21:45:00' },
    ]);

    await user.click(screen.getByRole('button', { name: /ОПЕК\+ продлил ограничения/ }));
    await waitFor(() =>
      expect(queriesTo(requests, '/api/v1/timeline/segment/get').at(-1)).toEqual({
        channel_id: '1',
        date: '2026-11-18',
        start: '21:06:30',
        end: '21:12:00',
      }),
    );
    expect(screen.getByRole('button', { name: /ОПЕК\+ продлил ограничения/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    screen.getByRole('button', { name: 'The whole program' });
  });

  it('says so when nothing was recorded in the chosen stretch', async () => {
    server.use(refuse('/api/v1/timeline/segment/get', 'get', 404, { message: 'No recorded air.', code: 'not_found' }));
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    await user.click(await screen.findByRole('button', { name: VREMYA }, WAIT));
    await screen.findByText('No recorded air for this stretch.', {}, WAIT);
    await screen.findByText(/Главная информационная программа/, {}, WAIT);
  });

  it('zooms with the buttons and the keyboard, and moves between programs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    const row = await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    const track = row.parentElement as HTMLElement;
    const windowSelect = screen.getByLabelText('Time window') as HTMLSelectElement;
    expect(windowSelect.value).toBe('24');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(windowSelect.value).toBe('12');
    expect(track.style.inlineSize).toBe('200%');
    await user.selectOptions(windowSelect, '1');
    expect(track.style.inlineSize).toBe('2400%');
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(true);

    const buttons = within(row).getAllByRole('button');
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: '-' });
    expect(windowSelect.value).toBe('3');
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]?.tabIndex).toBe(0);
    expect(buttons[0]?.tabIndex).toBe(-1);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Ночные новости');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('الحصاد');
  });

  it('mirrors the arrow keys right to left', async () => {
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, {
      as: { infopole: true },
      locale: 'ar',
    });
    const row = await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    const buttons = within(row).getAllByRole('button');
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[1]);
  });

  it('changes the day in the URL and asks for that day', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, {
      as: { infopole: true },
    });
    await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2026-11-19' }));
    await waitFor(() => expect(requests.bodies(BROADCAST).at(-1)).toEqual({ date: '2026-11-19', channels: [1, 12] }));
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('19/11/2026');
  });

  it('takes a day typed the way the interface language writes it, and explains one that is not a date', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, {
      as: { infopole: true },
      locale: 'ru',
    });
    await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
    const day = screen.getByLabelText('День') as HTMLInputElement;
    expect(day.value).toBe('18.11.2026');
    await user.clear(day);
    await user.type(day, '31.11.2026{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('День: нет такого дня — 31.11.2026.');
    expect(day.value).toBe('31.11.2026');
    expect(router.state.location.search).toMatchObject({ date: '2026-11-18' });
    await user.clear(day);
    await user.type(day, '16.11.2026{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2026-11-16' }));
  });

  it('shows its own empty state when nothing was on air', async () => {
    server.use(answer('/api/v1/timeline/broadcast/list', 'post', { items: [] }));
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    await screen.findByText('No recorded air for these channels on this day.', {}, WAIT);
  });

  it('says so when no TV or radio channel is in the filters', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&channel_types%5B%5D=PRESS`, { as: { infopole: true } });
    await screen.findByText('There are no TV or radio channels to show. Choose channels in the filters.', {}, WAIT);
    expect(requests.to(BROADCAST)).toHaveLength(0);
  });

  it('shows an error with a retry when the timeline fails, keeping the rest of the page', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/timeline/broadcast/list', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server error.' }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/broadcast?${PERIOD}&${CHANNELS}&date=2026-11-18`, { as: { infopole: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByLabelText('Day');
    screen.getByRole('search', { name: 'Filters' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Первый канал' }, WAIT);
  });
});
