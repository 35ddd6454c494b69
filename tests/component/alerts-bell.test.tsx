import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotificationsUnreadQueryKey } from '@generated/api/alerts/alerts';
import { UNREAD_KEY } from '@kit/alerts/unread';
import { WAIT } from '../setup/blocks';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const UNREAD = '/api/v1/notifications/unread';
const READ = '/api/v1/notifications/read';
const ALL = { all: true };

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the bell in the cabinet header', () => {
  it("keeps the unread count under the generated call's query key", () => {
    expect(UNREAD_KEY).toEqual(getNotificationsUnreadQueryKey());
  });

  it('shows the unread count in its badge and its name, and the alerts page in the menu', async () => {
    await renderApp('/cabinet', { as: ALL });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' }, WAIT);
    expect(bell.querySelector('.bell-badge')?.textContent).toBe('2');
    const menu = screen.getAllByRole('navigation', { name: 'Sections' })[0] as HTMLElement;
    within(menu).getByRole('link', { name: 'Alerts' });
  });

  it('says no count when nothing is unread', async () => {
    server.use(answer(UNREAD, 'get', { unread: 0, latest_id: null }));
    await renderApp('/cabinet', { as: ALL });
    const bell = await screen.findByRole('button', { name: 'Notifications' }, WAIT);
    expect(bell.querySelector('.bell-badge')).toBeNull();
  });

  it('shows nothing of alerts when the backend answers 404 (no alerts offered), and asks no more', async () => {
    const requests = recordRequests();
    server.use(refuse(UNREAD, 'get', 404, { message: 'Not found.', code: 'not_found' }));
    await renderApp('/cabinet', { as: ALL });
    await waitFor(() => expect(requests.to(UNREAD)).toHaveLength(1), WAIT);
    await waitFor(() => expect(document.querySelector('.bell-slot')).toBeNull(), WAIT);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alerts' })).toBeNull();
  });

  it('asks again about once a minute while the tab is shown, not while it is hidden, letting the browser revalidate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    await renderApp('/cabinet', { as: ALL });
    await screen.findByRole('button', { name: 'Notifications: 2 unread' }, WAIT);
    expect(requests.to(UNREAD)).toHaveLength(1);
    server.use(answer(UNREAD, 'get', { unread: 5, latest_id: 9010 }));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await screen.findByRole('button', { name: 'Notifications: 5 unread' }, WAIT);
    expect(requests.to(UNREAD)).toHaveLength(2);
    // The tab is hidden: the interval goes by without a call.
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(130_000));
    expect(requests.to(UNREAD)).toHaveLength(2);
  });
});

describe('the notifications panel', () => {
  it('lists the latest notifications with the unread ones marked, and marks them all read', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet', { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, WAIT);
    const list = await within(panel).findByRole('list', { name: 'Latest notifications' }, WAIT);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.textContent?.includes('Unread:'))).toHaveLength(2);
    within(items[1] as HTMLElement).getByText('Всплеск упоминаний: Всплески на ТВ');
    server.use(answer(READ, 'post', { unread: 0, latest_id: 9003 }));
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requests.bodies(READ)).toEqual([{ all: true }]), WAIT);
    await screen.findByRole('button', { name: 'Notifications' }, WAIT);
    within(panel).getByRole('link', { name: 'All notifications and alert settings' });
  });

  it('marks one read as it opens it, and opens its target: the section page with the period, the filters and the day marked', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet', { as: ALL });
    await user.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }, WAIT));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, WAIT);
    await user.click(
      await within(panel).findByRole('button', { name: /Всплеск упоминаний: Всплески на ТВ.*23\.11\.2026/ }, WAIT),
    );
    await waitFor(() => expect(requests.bodies(READ)).toEqual([{ ids: [9002] }]), WAIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/info/main'), WAIT);
    expect(router.state.location.search).toMatchObject({
      period: { start_date: '2026-11-09', end_date: '2026-11-23' },
      channel_types: ['TV'],
      mark: '2026-11-23',
    });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const user = userEvent.setup();
    await renderApp('/cabinet', { as: ALL });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' }, WAIT);
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' }, WAIT);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'), WAIT);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(document.activeElement).toBe(bell);
  });
});
