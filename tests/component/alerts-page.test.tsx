import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlertsListResponseMock } from '@generated/api/alerts/alerts.msw';
import { WAIT } from '../setup/blocks';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const ALL = { all: true };
const PAGE = '/cabinet/alerts';

afterEach(() => vi.useRealTimers());

function rule(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
}

describe('the alerts page', () => {
  it('lists the rules with their kind, scope, state and last firing', async () => {
    const rules = getAlertsListResponseMock();
    server.use(
      answer('/api/v1/alerts/list', 'post', {
        items: [...rules.items, { ...rules.items[2]!, id: 40, name: 'Музыка стоп', state: 'stopped' }],
      }),
    );
    await renderApp(PAGE, { as: ALL });
    await screen.findByRole('heading', { level: 1, name: 'Alerts' }, WAIT);
    await screen.findByRole('heading', { level: 3, name: 'Всплески на ТВ' }, WAIT);
    const spike = rule('Всплески на ТВ');
    within(spike).getByText('Active');
    within(spike).getByText(/A spike in mentions · Saved view “ТВ за неделю” · TV/);
    within(spike).getByText(/3 times in all/);
    within(rule('Негатив о ключевой ставке')).getByText('Paused');
    within(rule('Негатив о ключевой ставке')).getByText('Has not notified yet');
    const stopped = rule('Музыка стоп');
    within(stopped).getByText(/the access to its section was withdrawn/);
    expect(within(stopped).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
  });

  it('pauses an active rule and resumes a paused one', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Pause “Всплески на ТВ”' }, WAIT));
    await waitFor(() => expect(requests.bodies('/api/v1/alerts/pause')).toEqual([{ id: 41 }]), WAIT);
    await user.click(screen.getByRole('button', { name: 'Resume “Негатив о ключевой ставке”' }));
    await waitFor(() => expect(requests.bodies('/api/v1/alerts/resume')).toEqual([{ id: 42 }]), WAIT);
  });

  it('asks before a delete, holds it with an Undo and sends nothing when undone; sends it once the time is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp(PAGE, { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Delete “Всплески на ТВ”' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the alert?' });
    within(dialog).getByText('“Всплески на ТВ” and its notifications will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Всплески на ТВ' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('heading', { level: 3, name: 'Всплески на ТВ' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.to('/api/v1/alerts/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete “Всплески на ТВ”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the alert?' })).getByRole('button', { name: 'Delete' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() => expect(requests.bodies('/api/v1/alerts/delete')).toEqual([{ id: 41 }]), WAIT);
  });

  it('lists the notifications a page at a time, the unread ones alone on request', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(PAGE, { as: ALL });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Notifications' }, WAIT)).closest('section')!;
    await within(section).findByText('Впервые в эфире: Ella Brooks — Slow Motion', {}, WAIT);
    await user.click(within(section).getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ unread: 'only' }));
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/notifications/list')).toContainEqual({ page: 1, limit: 20, unread_only: true }),
      WAIT,
    );
  });

  it('says alerts are not offered when the backend answers 404', async () => {
    server.use(refuse('/api/v1/alerts/list', 'post', 404, { message: 'Not found.', code: 'not_found' }));
    await renderApp(PAGE, { as: ALL });
    await screen.findByText('Alerts are not offered by this service.', {}, WAIT);
  });
});

describe('the daily digest form', () => {
  it('shows the stored settings and checks the quiet hours before sending', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(PAGE, { as: ALL });
    const time = (await screen.findByLabelText('Time zone', {}, WAIT)) as HTMLInputElement;
    expect(time.value).toBe('Europe/Moscow');
    await user.selectOptions(screen.getByLabelText('Quiet until'), '');
    await user.click(screen.getByRole('button', { name: 'Save the digest' }));
    await screen.findAllByText('Quiet hours need both a start and an end, or neither.');
    expect(requests.to('/api/v1/notifications/digest').filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("puts a refused field's message under it, in the person's language, and keeps what was typed", async () => {
    server.use(
      refuse('/api/v1/notifications/digest', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { time_zone: ['The selected time zone is invalid.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp(PAGE, { as: ALL, locale: 'ru' });
    const time = (await screen.findByLabelText('Часовой пояс', {}, WAIT)) as HTMLInputElement;
    await user.clear(time);
    await user.type(time, 'Asia/Dubai');
    await user.click(screen.getByRole('button', { name: 'Сохранить сводку' }));
    await screen.findByText(
      'Такой часовой пояс неизвестен. Укажите, например, Europe/Moscow или Asia/Dubai.',
      {},
      WAIT,
    );
    expect(time.value).toBe('Asia/Dubai');
    expect(time.getAttribute('aria-invalid')).toBe('true');
  });
});
