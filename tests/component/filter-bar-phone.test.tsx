import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';

/** A window as wide as told, whose width can change while the page is open. */
function windowOf(wide: boolean) {
  const listeners = new Set<() => void>();
  let matches = wide;
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toWide: boolean) {
      matches = toWide;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the filter bar on a phone', () => {
  it('builds its fields when the panel opens, not with the page; a window widened shows them in the bar', async () => {
    const screenSize = windowOf(false);
    const user = userEvent.setup();
    await renderApp('/cabinet/info/main', { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    await screen.findByRole('heading', { name: 'Top themes' }, WAIT);
    // The page is drawn and offers its filters, with none of their fields built.
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    const open = await within(quick).findByRole('button', { name: 'Filters' }, WAIT);
    expect(screen.queryByRole('search', { name: 'Filters' })).toBeNull();

    await user.click(open);
    const panel = await screen.findByRole('complementary', { name: 'Filters' }, WAIT);
    expect(within(panel).getByRole('search', { name: 'Filters' })).toBeTruthy();
    expect(screen.getAllByRole('search', { name: 'Filters' })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Close the filters' }));
    await waitFor(() => expect(screen.queryByRole('search', { name: 'Filters' })).toBeNull());
    screenSize.resize(true);
    expect(await screen.findByRole('search', { name: 'Filters' }, WAIT)).toBeTruthy();
  });
});
