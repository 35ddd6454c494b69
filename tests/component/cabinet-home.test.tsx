import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { session } from '@api/session';
import { getUserGetResponseMock } from '@generated/api/user/user.msw';
import { cabinetUser, renderApp } from '../setup/render-app';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';

describe('the cabinet home and the profile', () => {
  it('shows the profile the session keeps, without asking the server for it again', async () => {
    const requests = recordRequests();
    const { router } = await renderApp('/cabinet', { as: { music: true, rsp: true } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна' });
    const sections = screen.getByRole('heading', { name: 'Your sections' }).nextElementSibling as HTMLElement;
    within(sections).getByText('Music airplay');
    within(sections).getByText('All reports');
    // Away and back again, later: still no second profile request.
    await act(() => router.navigate({ to: '/cabinet/music/main' }));
    await act(() => router.navigate({ to: '/cabinet' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна' });
    expect(requests.to('/api/v1/user/get')).toHaveLength(0);
  });

  it('loads the profile once when a tab starts with a token but no profile, and stores it in the session', async () => {
    const requests = recordRequests();
    session.signInCabinet('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl', cabinetUser({}));
    const stored = session.get();
    localStorage.setItem('mediamonitor.session', JSON.stringify({ jwt_token: stored.jwt_token }));
    const { router } = await renderApp('/cabinet');
    await screen.findByRole('heading', { level: 1, name: /^Welcome, / });
    expect(requests.to('/api/v1/user/get')).toHaveLength(1);
    expect(session.get().user?.first_name).toBeDefined();
    await act(() => router.navigate({ to: '/cabinet/reports' }));
    await act(() => router.navigate({ to: '/cabinet' }));
    expect(requests.to('/api/v1/user/get')).toHaveLength(1);
  });

  it('shows the loading overlay while the profile loads (its loading flag), then the page', async () => {
    let answer!: () => void;
    const held = new Promise<void>((done) => (answer = done));
    server.use(
      http.get('*/api/v1/user/get', async () => {
        await held;
        return HttpResponse.json(getUserGetResponseMock());
      }),
    );
    session.signInCabinet('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl', cabinetUser({}));
    localStorage.setItem('mediamonitor.session', JSON.stringify({ jwt_token: session.get().jwt_token }));
    await renderApp('/cabinet', { loaded: false });
    const overlay = await screen.findByRole('status');
    expect(overlay.classList.contains('loading-overlay')).toBe(true);
    expect(overlay.textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => answer());
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна' });
    await waitFor(() => expect(document.querySelector('.loading-overlay')).toBeNull());
  });

  it('keeps the previous permissions when a profile comes with an empty set, for the home page and the menu alike', async () => {
    await renderApp('/cabinet', { as: { music: true } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Анна' });
    const menuEntries = () => screen.getAllByRole('link', { name: 'Music' }).length;
    const before = menuEntries();
    act(() => session.updateUser(cabinetUser({})));
    screen.getByText('Music airplay');
    expect(menuEntries()).toBe(before);
    expect(session.get().user?.permissions).toEqual({ music: true });
  });

  it('hides the menus and refuses the pages when a profile comes with every flag false', async () => {
    const { router } = await renderApp('/cabinet/music/main', { as: { music: true } });
    await screen.findByRole('heading', { level: 1, name: 'Music: overview' }, { timeout: 5000 });
    act(() => session.updateUser(cabinetUser({ music: false, all: false })));
    expect(screen.queryAllByRole('link', { name: 'Music' })).toHaveLength(0);
    await act(() => router.navigate({ to: '/cabinet/music/main' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
