import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRouteComponent } from '@app/lazy-route-component';

function Page({ name }: { name: string }) {
  return <p>Page {name}</p>;
}

afterEach(() => sessionStorage.clear());

describe('a code-split route component', () => {
  it('suspends while its chunk is on its way, then shows, with nothing logged', async () => {
    const errors = vi.spyOn(console, 'error');
    let arrive!: (module: { Page: typeof Page }) => void;
    const Lazy = lazyRouteComponent(() => new Promise<{ Page: typeof Page }>((done) => (arrive = done)), 'Page');
    // Rendered in an awaited act(), so that React's retry after the suspension runs in it.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="one" />
        </Suspense>,
      );
    });
    screen.getByText('Loading');
    await act(async () => arrive({ Page }));
    await screen.findByText('Page one');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows at once when the router preloaded it', async () => {
    const Lazy = lazyRouteComponent(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="two" />
      </Suspense>,
    );
    expect(screen.getByText('Page two')).toBeTruthy();
  });

  it('throws a failed load to the error boundary and asks again on the next render', async () => {
    let calls = 0;
    const Lazy = lazyRouteComponent(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(calls).toBe(2);
  });

  it('reloads the page once when a chunk of an earlier release is gone', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Lazy = lazyRouteComponent<{ name: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/old.js')),
    );
    await Lazy.preload().catch(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The failure itself goes on to the error boundary (here: none, so render throws it).
    try {
      await act(async () => {
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Lazy name="three" />
          </Suspense>,
        );
      });
    } catch {
      // Thrown on, as expected.
    }
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(
      sessionStorage.getItem('tanstack_router_reload:Failed to fetch dynamically imported module: /assets/old.js'),
    ).toBe('1');
  });
});
