import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../api/http';
import { session, type Section } from '../api/session';
import { dropSectionData } from '../features/shell/section-data';
import { recordLocation } from '../lib/previous-location';
import { safeRedirectPath } from '../lib/safe-redirect';
import { focusNewPage } from './focus-new-page';
import type { createAppRouter } from './router';

const SIGN_IN_PAGES = /^\/(login|registration|password-recovery|new-password|admin\/login)\/?$/;

/**
 * Where sign-in should return to after a session was lost on `location`: that page itself, or,
 * when the person is already on a sign-in page, the page that one was going to return to (so
 * redirects never nest).
 */
export function returnTarget(location: Pick<ParsedLocation, 'pathname' | 'href' | 'search'>): string | undefined {
  if (!SIGN_IN_PAGES.test(location.pathname)) return safeRedirectPath(location.href);
  return safeRedirectPath((location.search as { redirect?: unknown }).redirect);
}

function loginOf(section: Section) {
  return section === 'admin' ? '/admin/login' : '/login';
}

/**
 * What the app does around the session: when the seam has signed a section out after a 401, its
 * cached data goes and the person is sent to its login, returning afterwards to the page where it
 * happened; every resolved navigation is remembered so that sign-in pages can send a signed-in
 * person back, and a new page takes the focus.
 */
export function installSessionHandlers(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  setUnauthorizedHandler((section) => {
    void dropSectionData(queryClient, section);
    const location = router.state.location;
    if (location.pathname === loginOf(section)) return;
    const redirect = returnTarget(location);
    void router.navigate({ to: loginOf(section), search: redirect ? { redirect } : {}, replace: true });
  });
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('mediamonitor.')) session.reload();
  });
  return router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged, hashChanged }) => {
    recordLocation(toLocation.href);
    // The first page of a visit keeps the browser's own start; later pages are announced by focus.
    if (fromLocation && pathChanged) focusNewPage();
    // A hash target is scrolled to smoothly once the page has had 100 ms to lay out.
    if (toLocation.hash && (pathChanged || hashChanged)) {
      window.setTimeout(() => {
        document.getElementById(decodeURIComponent(toLocation.hash))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, 100);
    }
  });
}
