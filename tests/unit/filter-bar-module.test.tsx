import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The bar's code as it arrives the first time: a module of its own, not one another test loaded.
let bar: typeof import('@kit/filters/filter-bar-module');
beforeAll(async () => {
  vi.resetModules();
  bar = await import('@kit/filters/filter-bar-module');
});

/** A page below the bar that is still loading its own part when the bar arrives. */
const pageCode = new Promise<string>(() => {});
function Page() {
  return <p>{use(pageCode)}</p>;
}

function Frame() {
  const module = bar.useFilterBarModule(true);
  return module ? <Page /> : <p>The page as it was</p>;
}

describe("the filter bar's code", () => {
  it('arrives as a transition: what is on screen stays while the page under the bar gets ready', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Frame />
      </Suspense>,
    );
    expect(screen.getByText('The page as it was')).toBeTruthy();
    // Once the code is there and React has done all it was asked: an urgent update would have
    // replaced the page with the fallback; a transition keeps it.
    await act(() => bar.loadFilterBar());
    expect(screen.getByText('The page as it was')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
