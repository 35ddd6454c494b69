/**
 * The two consoles of the app and which one a page belongs to. The admin console's pages are the
 * routes under `src/routes/admin/_console`, the cabinet's those under `src/routes/cabinet`;
 * `tests/logic/consoles.test.ts` holds this rule to the route tree. Said here only: the pages a
 * person comes back to (previous-location.ts), what the app warms up as it starts
 * (src/app/warm-up.ts), and which session a call that both sections serve carries (the HTTP seam,
 * through the router's location) all ask it.
 */
export type Console = 'cabinet' | 'admin';

/** The console a page belongs to, if it is a page of one (its sign-in page is not). */
export function consoleOf(href: string): Console | undefined {
  const path = href.replace(/[?#].*$/, '');
  if (path === '/cabinet' || path.startsWith('/cabinet/')) return 'cabinet';
  if ((path === '/admin' || path.startsWith('/admin/')) && path !== '/admin/login') return 'admin';
  return undefined;
}
