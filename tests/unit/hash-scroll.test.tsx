import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSessionHandlers } from '@app/session-handlers';
import { renderApp } from '../setup/render-app';

/**
 * Section 2 and the constants of the specification: after a navigation to a hash, the target is
 * scrolled to smoothly once the page has had 100 ms to lay out — by the session handlers
 * (src/app/session-handlers.ts), the router's own instant jump being switched off
 * (src/app/router.tsx `defaultHashScrollIntoView`).
 */

let unsubscribe: (() => void) | undefined;

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  vi.useRealTimers();
});

/** The app at a sign-in page with the session handlers installed as src/main.tsx does, and every scroll into view recorded. */
async function appAt(url: string) {
  const view = await renderApp(url);
  unsubscribe = installSessionHandlers(view.router);
  await screen.findByRole('heading', { level: 1 });
  const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
  // From here on the clock moves only when the test says so.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { ...view, scrolls };
}

describe('a hash target after a navigation', () => {
  it('is scrolled to smoothly after 100 ms when the hash changes on the same path, not before', async () => {
    const { router, scrolls } = await appAt('/login');
    await act(() => router.navigate({ to: '/login', hash: 'credentials-title' }));
    expect(router.state.location.hash).toBe('credentials-title');
    expect(scrolls, 'no jump as the page renders').not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(scrolls, 'nothing at 99 ms').not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolls.mock.contexts[0]).toBe(document.getElementById('credentials-title'));
  });

  it('is scrolled to after 100 ms when the path changes too', async () => {
    const { router, scrolls } = await appAt('/registration');
    await act(() => router.navigate({ to: '/login', hash: 'credentials-title' }));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(scrolls).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolls.mock.contexts.at(-1)).toBe(document.getElementById('credentials-title'));
  });

  it('is not looked for without a hash', async () => {
    const { router, scrolls } = await appAt('/registration');
    await act(() => router.navigate({ to: '/login' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scrolls).not.toHaveBeenCalled();
  });
});
