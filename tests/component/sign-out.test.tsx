import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@api/session';
import { answer, refuse } from '../setup/answers';
import { WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { renderApp } from '../setup/render-app';

/**
 * Signing out (src/features/shell/use-sign-out.ts): the button is busy while the server is told,
 * and the section is signed out on this device whatever the server answers (decision 002).
 */
afterEach(() => {
  session.signOut('cabinet');
  session.signOut('admin');
});

/** A gate a handler waits behind until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Opens the cabinet's main menu and returns its Log out button. */
async function cabinetLogOut(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 }, WAIT);
  await user.click(screen.getAllByRole('button', { name: 'Menu' })[0]!);
  const menu = await screen.findByRole('dialog', { name: 'Main menu' });
  return within(menu).getByRole('button', { name: 'Log out' });
}

describe('the logout button', () => {
  it('is busy, and takes no second press, while the server is told; then the cabinet is left', async () => {
    const held = gate();
    server.use(
      answer('/api/v1/user/logout', 'post', async () => {
        await held.opened;
        return undefined;
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet', { as: { all: true } });
    const button = await cabinetLogOut(user);
    expect(button.getAttribute('aria-busy')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'), WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('.spinner')).not.toBeNull();
    // Still signed in while the server has not answered; a second press sends nothing more.
    expect(session.tokenFor('cabinet')).toBeDefined();
    await user.click(button);
    held.open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(requests.to('/api/v1/user/logout')).toHaveLength(1);
    expect(session.tokenFor('cabinet')).toBeUndefined();
  });

  it('is busy in the admin console too', async () => {
    const held = gate();
    server.use(
      answer('/api/v1/signout', 'post', async () => {
        await held.opened;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/admin/reports', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'Music reports' }, WAIT);
    const button = screen.getByRole('button', { name: 'Log out' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'), WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    held.open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), WAIT);
  });
});

describe('a logout the server fails', () => {
  it.each([
    ['refuses it', () => refuse('/api/v1/user/logout', 'post', 500, { message: 'Server error.' })],
    ['cannot be reached', () => answer('/api/v1/user/logout', 'post', () => HttpResponse.error())],
  ])('signs out of this device all the same when the server %s, and says nothing of it', async (_how, failing) => {
    server.use(failing());
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet', { as: { all: true } });
    await user.click(await cabinetLogOut(user));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(session.tokenFor('cabinet')).toBeUndefined();
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the cabinet' }, WAIT);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
