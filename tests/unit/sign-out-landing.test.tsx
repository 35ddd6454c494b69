import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@api/session';
import { recordRequests } from '../setup/requests';
import { renderApp } from '../setup/render-app';
import { WAIT } from '../setup/blocks';

/**
 * Section 2: logout is in the cabinet's main menu and leads to the landing page when the landing
 * is switched on, otherwise to login (src/features/shell/use-sign-out.ts). The switch is
 * `LANDING_ENABLED` (src/lib/landing.ts, from VITE_LANDING at build time); here it is read
 * through a getter, so one file tries both builds.
 */
const landing = vi.hoisted(() => ({ on: false }));
vi.mock('@lib/landing', () => ({
  get LANDING_ENABLED() {
    return landing.on;
  },
}));

afterEach(() => {
  landing.on = false;
  session.signOut('cabinet');
});

/** Opens the cabinet, signs out from the main menu, and returns the router once it has left the cabinet. */
async function signOutOfCabinet() {
  const requests = recordRequests();
  const user = userEvent.setup();
  const { router } = await renderApp('/cabinet', { as: { all: true } });
  await screen.findByRole('heading', { level: 1 }, WAIT);
  await user.click(screen.getAllByRole('button', { name: 'Menu' })[0]!);
  const menu = await screen.findByRole('dialog', { name: 'Main menu' });
  await user.click(within(menu).getByRole('button', { name: 'Log out' }));
  await waitFor(() => {
    expect(router.state.location.pathname).not.toMatch(/^\/cabinet/);
    expect(router.state.status).toBe('idle');
  }, WAIT);
  await requests.settled();
  expect(requests.to('/api/v1/user/logout'), 'the server is told').toHaveLength(1);
  expect(session.tokenFor('cabinet')).toBeUndefined();
  return router;
}

describe('logout from the cabinet', () => {
  it('leads to login while the landing is switched off (this deployment)', async () => {
    const router = await signOutOfCabinet();
    expect(router.state.location.pathname).toBe('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the cabinet' }, WAIT);
  });

  it('leads to the landing page when the landing is switched on', async () => {
    landing.on = true;
    const router = await signOutOfCabinet();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.matches.at(-1)?.staticData.name).toBe('Landing');
    await screen.findByRole('heading', { level: 1, name: 'Know what the media say, as they say it' }, WAIT);
  });
});
