import { setReauthenticate, setUnauthorizedHandler } from '@api/seam-hooks';
import { session } from '@api/session';
import { recordLocation } from '@lib/previous-location';
import { leaveForLogin } from './lost-session';
import type { createAppRouter } from './router';

/**
 * What the app does around the session: a call refused with 401 asks the person to sign in again
 * where they are (src/api/sign-in-again.ts); when the seam has signed a section out after all,
 * the person goes to its login and comes back afterwards (`lost-session.ts`); every resolved
 * navigation is remembered so that sign-in pages can send a signed-in person back, and a new page
 * takes the focus (`focus-new-page.ts`, loaded on the first move to keep it out of the sign-in
 * page's budget).
 */
export function installSessionHandlers(router: ReturnType<typeof createAppRouter>) {
  // A refused session is renewed over the page (a sign-in dialog), and the refused calls go out
  // again; only when that fails does the person leave for the login page.
  setReauthenticate((section, token) =>
    import('./sign-in-again').then(({ askToSignInAgain }) => askToSignInAgain(router, section, token)),
  );
  // At once, not loaded on demand: the page must go before it renders again without the token.
  setUnauthorizedHandler((section) => leaveForLogin(router, section));
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('mediamonitor.')) session.reload();
  });
  return router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged, hashChanged }) => {
    recordLocation(toLocation.href);
    // The first page of a visit keeps the browser's own start; later pages are announced by focus.
    if (fromLocation && pathChanged) void import('./focus-new-page').then(({ focusNewPage }) => focusNewPage());
    // A hash target is scrolled to smoothly once the page has had 100 ms to lay out.
    if (toLocation.hash && (pathChanged || hashChanged)) {
      window.setTimeout(() => {
        document
          .getElementById(decodeURIComponent(toLocation.hash))
          ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, 100);
    }
  });
}
