import { act, render, screen, waitFor } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Blocks } from '@kit/layout/blocks';

/** An IntersectionObserver the test drives: `report(true)` says the end of the blocks came near. */
function controlledObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class Observer {
    record = { callback: (() => undefined) as IntersectionObserverCallback, targets: [] as Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.record.callback = callback;
      live.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      live.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const watching = () => [...live].flatMap((record) => record.targets);
  return {
    watching,
    /** Once the end of the blocks is watched (the watch starts after a block has drawn), says whether it is near. */
    async report(isIntersecting: boolean) {
      await waitFor(() => expect(watching()).toHaveLength(1));
      await act(async () => {
        for (const { callback, targets } of [...live]) {
          callback(
            targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

const mounts = new Map<string, number>();

function Block({ name }: { name: string }) {
  useEffect(() => {
    mounts.set(name, (mounts.get(name) ?? 0) + 1);
  }, [name]);
  return (
    <section>
      <h2>{name}</h2>
    </section>
  );
}

/** A page of blocks under a router, as every screen's blocks are. */
function renderPage(page: () => ReactNode) {
  const router: AnyRouter = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(<RouterProvider router={router} />);
}

const drawn = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** A page of three blocks, opened: the first has drawn, and only the first. */
async function openThreeBlocks() {
  renderPage(() => (
    <Blocks charts={false}>
      <Block name="Themes" />
      <Block name="Stories" />
      <Block name="Sentiment" />
    </Blocks>
  ));
  await screen.findByRole('heading', { name: 'Themes' });
  expect(drawn()).toEqual(['Themes']);
}

afterEach(() => {
  vi.unstubAllGlobals();
  mounts.clear();
});

describe('the blocks of a page', () => {
  it('draw the first at once and each next one as the end of those drawn comes near the window', async () => {
    const observer = controlledObserver();
    await openThreeBlocks();
    // Far from the window, nothing more draws.
    await observer.report(false);
    expect(drawn()).toEqual(['Themes']);
    expect(observer.watching()).toHaveLength(1);
    await observer.report(true);
    expect(drawn()).toEqual(['Themes', 'Stories']);
    await observer.report(true);
    expect(drawn()).toEqual(['Themes', 'Stories', 'Sentiment']);
    // All drawn: nothing is watched any more, and each block was drawn once.
    expect(observer.watching()).toHaveLength(0);
    expect(Object.fromEntries(mounts)).toEqual({ Themes: 1, Stories: 1, Sentiment: 1 });
  });

  it('draw a block put in above those drawn at once, and keep those drawn', async () => {
    const observer = controlledObserver();
    let open: (value: boolean) => void = () => undefined;
    renderPage(function Page() {
      const [detail, setDetail] = useState(false);
      open = setDetail;
      return (
        <Blocks charts={false}>
          {detail && <Block name="Story" />}
          <Block name="By day" />
          <Block name="Top stories" />
          <Block name="Sources" />
        </Blocks>
      );
    });
    await screen.findByRole('heading', { name: 'By day' });
    await observer.report(true);
    expect(drawn()).toEqual(['By day', 'Top stories']);
    // A story opened from the table: its detail comes above, the table stays drawn.
    await act(async () => open(true));
    expect(drawn()).toEqual(['Story', 'By day', 'Top stories']);
    expect(mounts.get('Top stories')).toBe(1);
  });

  it('draw every block for printing from the browser’s menu', async () => {
    const observer = controlledObserver();
    await openThreeBlocks();
    // The blocks' effects have run (the end of those drawn is watched, and the menu's print heard
    // with it): on a busy machine they can come after the first block's heading is in the page.
    await waitFor(() => expect(observer.watching()).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // Drawn as the event is handled, before the browser lays the page out for paper.
    expect(drawn()).toEqual(['Themes', 'Stories', 'Sentiment']);
  });

  it('draw every block where the browser cannot tell what is near', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPage(() => (
      <Blocks charts={false}>
        <Block name="Themes" />
        <Block name="Stories" />
      </Blocks>
    ));
    await screen.findByRole('heading', { name: 'Stories' });
    expect(drawn()).toEqual(['Themes', 'Stories']);
  });
});
