import { loadQueryClient } from '@api/query-store';
import { loadSeam } from '@api/request';
import { loadAnswerShapes } from './answer-shapes';
import { session } from '@api/session';
import { loadAreaCatalog } from '@i18n/i18n';
import { pageOfPath, sectionOfPath } from '@lib/sections';
import type { createAppRouter } from './router';

const SIGN_IN_PATHS = /^\/(login|registration|password-recovery|new-password|admin\/login)\/?$/;

/**
 * What the page being opened will need, asked for as the app starts rather than step by step as
 * the router reaches each need: the page's own code, and for a signed-in console page the seam,
 * the query cache and the section's messages. Each step then finds its part loaded or on its way.
 */
export function warmUp(router: ReturnType<typeof createAppRouter>) {
  const location = router.latestLocation;
  const routes = router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0]>;
  for (const match of router.matchRoutes(location)) {
    const route = routes[match.routeId];
    if (route) void router.loadRouteChunk(route);
  }
  // The sign-in screens' messages, noted before the language starts so it loads them with its own.
  if (SIGN_IN_PATHS.test(location.pathname)) void loadAreaCatalog('sign-in');
  const console =
    location.pathname === '/admin' || location.pathname.startsWith('/admin/')
      ? 'admin'
      : location.pathname.startsWith('/cabinet')
        ? 'cabinet'
        : undefined;
  if (!console || !session.tokenFor(console)) return;
  // The first number or date written starts the browser's Intl engine, a task of its own here
  // while the page's code downloads, rather than part of the page's first render.
  setTimeout(() => new Intl.NumberFormat().format(0), 0);
  void loadQueryClient();
  // The seam and the answer shapes are on the way to every block's data: asked for now, beside
  // the page's code, rather than one after the other once the page has painted.
  void loadSeam();
  void loadAnswerShapes();
  // Before the language is active these are noted, and activating loads them with its own.
  void loadAreaCatalog('cabinet');
  const catalog = sectionOfPath(location.pathname)?.catalog;
  if (catalog) void loadAreaCatalog(catalog);
  const pageCatalog = pageOfPath(location.pathname)?.catalog;
  if (pageCatalog) void loadAreaCatalog(pageCatalog);
}
