import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../api/http';
import { session } from '../api/session';
import { dropSectionData } from '../features/shell/section-data';
import { recordLocation } from '../lib/previous-location';
import type { createAppRouter } from './router';

/**
 * What the app does around the session: a 401 on an authenticated call signs that section out
 * and sends the person to its login, returning afterwards; every resolved navigation is
 * remembered so that sign-in pages can send a signed-in person back.
 */
export function installSessionHandlers(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  setUnauthorizedHandler((section) => {
    session.signOut(section);
    void dropSectionData(queryClient, section);
    const redirect = router.state.location.href;
    void router.navigate({ to: section === 'admin' ? '/admin/login' : '/login', search: { redirect }, replace: true });
  });
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('mediamonitor.')) session.reload();
  });
  return router.subscribe('onResolved', ({ toLocation, pathChanged, hashChanged }) => {
    recordLocation(toLocation.href);
    // A hash target is scrolled to smoothly once the page has had 100 ms to lay out.
    if (toLocation.hash && (pathChanged || hashChanged)) {
      window.setTimeout(() => {
        document.getElementById(decodeURIComponent(toLocation.hash))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }, 100);
    }
  });
}
