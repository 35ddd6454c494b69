import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '@api/http';
import { setReauthenticate } from '@api/seam-hooks';
import { answerSignIn, signInQuestion } from '@api/sign-in-again';
import { session } from '@api/session';
import type { createAppRouter } from '@app/router';
import { returnTarget } from '@app/lost-session';
import { installSessionHandlers } from '@app/session-handlers';
import { parseQuery, stringifyQuery } from '@lib/query-string';
import { refuse } from '../setup/answers';
import { server } from '../setup/msw-server';

/** A small stand-in for the app's route table: a cabinet page, another one, and the two logins. */
function miniRouter(start: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = (path: string, title: string, next?: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: () => (
        <main>
          <h1>{title}</h1>
          {next && <Link to={next}>Next page</Link>}
        </main>
      ),
    });
  const login = (path: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      validateSearch: (search: Record<string, unknown>) => ({
        redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
      }),
      component: () => (
        <main>
          <h1>Sign in</h1>
          <button type="button" onClick={() => void router.navigate({ to: '/cabinet/info/main' })}>
            Sign in
          </button>
        </main>
      ),
    });
  const routeTree = root.addChildren([
    page('/cabinet/info/main', 'Info overview', '/cabinet/info/themes'),
    page('/cabinet/info/themes', 'Themes'),
    login('/login'),
    login('/admin/login'),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [start] }),
    parseSearch: (search) => parseQuery(search),
    stringifySearch: (search) => {
      const query = stringifyQuery(search);
      return query ? `?${query}` : '';
    },
  });
  return router;
}

async function renderAt(start: string, { renew = false } = {}) {
  const router = miniRouter(start);
  const navigate = vi.spyOn(router, 'navigate');
  const unsubscribe = installSessionHandlers(router as unknown as ReturnType<typeof createAppRouter>);
  // Most tests here follow a session that is not renewed (the person signs out instead, or the
  // new token is refused too): the seam signs out and the app leaves for the login page.
  if (!renew) setReauthenticate(undefined);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { router, navigate, unsubscribe };
}

function signInCabinet() {
  session.signInCabinet('cabinet-jwt', {
    id: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    email: 'a@b.ru',
    phone: '',
    permissions: { all: true },
  });
}

afterEach(() => {
  answerSignIn(false);
  setReauthenticate(undefined);
  session.signOut('cabinet');
  session.signOut('admin');
  setUnauthorizedHandler(() => {});
});

describe('a session that runs out', () => {
  it('first asks to sign in again over the page, signing nobody out and going nowhere', async () => {
    const page = '/cabinet/info/main';
    signInCabinet();
    const { router, navigate, unsubscribe } = await renderAt(page, { renew: true });
    server.use(http.post('*/api/v1/info/*', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const call = apiRequest({ url: '/api/v1/info/top', method: 'POST', data: {} }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(signInQuestion.get()).toMatchObject({ section: 'cabinet' }), { timeout: 5000 });
    expect(session.tokenFor('cabinet')).toBe('cabinet-jwt');
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(page);
    answerSignIn(false);
    await call;
    unsubscribe();
  });
});

describe('a burst of 401s on a page', () => {
  it('signs the section out once and goes to its login once, carrying the page', async () => {
    const page = '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
    signInCabinet();
    const { router, navigate, unsubscribe } = await renderAt(page);
    const signOut = vi.spyOn(session, 'signOut');
    // The calls of one page are all in flight when the first 401 comes back.
    let arrived = 0;
    let release: () => void = () => {};
    const allSent = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/v1/info/*', async () => {
        arrived += 1;
        if (arrived === 10) release();
        await allSent;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    await act(async () => {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apiRequest({ url: `/api/v1/info/top${i}`, method: 'POST', data: {} }).catch(() => undefined),
        ),
      );
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.search as { redirect?: string }).redirect).toBe(page);
    unsubscribe();
  });

  it('after sign-in, lands back on the page where the session was lost', async () => {
    signInCabinet();
    const { router, unsubscribe } = await renderAt('/cabinet/info/themes?limit=10');
    server.use(http.post('*/api/v1/info/*', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await act(() => apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch(() => undefined));
    await screen.findByRole('heading', { name: 'Sign in' });
    const { redirect } = router.state.location.search as { redirect?: string };
    await act(() => router.navigate({ href: redirect ?? '/' }));
    expect(router.state.location.href).toBe('/cabinet/info/themes?limit=10');
    unsubscribe();
  });

  it('goes to the admin login for the admin section', async () => {
    session.signInAdmin('admin-token', { id: 2, name: 'Admin', email: 'admin@b.ru' });
    const { router, unsubscribe } = await renderAt('/cabinet/info/main');
    server.use(refuse('/api/v1/channels/list', 'post', 401, { message: 'Unauthenticated.' }));
    await act(() => apiRequest({ url: '/api/v1/channels/list', method: 'POST', data: {} }).catch(() => undefined));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/admin/login');
    unsubscribe();
  });
});

describe('the page sign-in returns to', () => {
  it('is the page itself', () => {
    expect(
      returnTarget({ pathname: '/cabinet/info/main', href: '/cabinet/info/main?limit=10#top', search: { limit: 10 } }),
    ).toBe('/cabinet/info/main?limit=10#top');
  });

  it('is the redirect a sign-in page already carries, never the sign-in page itself', () => {
    expect(
      returnTarget({
        pathname: '/login',
        href: '/login?redirect=%2Fcabinet%2Finfo%2Fmain',
        search: { redirect: '/cabinet/info/main' },
      }),
    ).toBe('/cabinet/info/main');
    expect(returnTarget({ pathname: '/admin/login', href: '/admin/login', search: {} })).toBeUndefined();
    expect(
      returnTarget({
        pathname: '/login',
        href: '/login?redirect=%2F%2Fevil.example',
        search: { redirect: '//evil.example' },
      }),
    ).toBeUndefined();
  });
});

describe('focus after a navigation', () => {
  it('moves to the new page heading after sign-in instead of staying on <body>', async () => {
    const { unsubscribe } = await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: 'Info overview' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    unsubscribe();
  });

  it('moves to the new page heading after following a link', async () => {
    const { unsubscribe } = await renderAt('/cabinet/info/main');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { name: 'Themes' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    unsubscribe();
  });

  it('stays where it is when only the search changes', async () => {
    const { router, unsubscribe } = await renderAt('/cabinet/info/main');
    const link = screen.getByRole('link', { name: 'Next page' });
    link.focus();
    await act(() => router.navigate({ to: '/cabinet/info/main', search: { limit: 5 } as never }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(link);
    unsubscribe();
  });
});
