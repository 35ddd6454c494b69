import type { ParsedLocation } from '@tanstack/react-router';
import { currentQueryClient } from '@api/query-store';
import type { Section } from '@api/session';
import { safeRedirectPath } from '@lib/safe-redirect';
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

/**
 * After the seam signed a section out on a 401: its cached data goes, and the person is sent to
 * its login (unless already there), to come back afterwards to the page where it happened.
 */
export function leaveForLogin(router: ReturnType<typeof createAppRouter>, section: Section) {
  const queryClient = currentQueryClient();
  if (queryClient)
    void import('@features/shell/section-data').then(({ dropSectionData }) => dropSectionData(queryClient, section));
  const login = section === 'admin' ? '/admin/login' : '/login';
  const location = router.state.location;
  if (location.pathname === login) return;
  const redirect = returnTarget(location);
  void router.navigate({ to: login, search: redirect ? { redirect } : {}, replace: true });
}
