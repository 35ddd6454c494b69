import { loadQueryClient } from '@api/query-store';
import { loadSeam } from '@api/request';
import { loadAnswerShapes } from './answer-shapes';
import { warmIntlAside } from './intl-warm';
import { session } from '@api/session';
import { loadAreaCatalog } from '@i18n/i18n';
import { consoleOf } from '@lib/consoles';
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
  const steps: Array<() => unknown> = [];
  for (const match of router.matchRoutes(location)) {
    const route = routes[match.routeId];
    if (route) steps.push(() => router.loadRouteChunk(route));
  }
  // The sign-in screens' messages, noted before the language starts so it loads them with its own.
  if (SIGN_IN_PATHS.test(location.pathname)) void loadAreaCatalog('sign-in');
  const console = consoleOf(location.pathname);
  if (console && session.tokenFor(console)) {
    // Before the language is active these are noted, and activating loads them with its own.
    void loadAreaCatalog('cabinet');
    const catalog = sectionOfPath(location.pathname)?.catalog;
    if (catalog) void loadAreaCatalog(catalog);
    const pageCatalog = pageOfPath(location.pathname)?.catalog;
    if (pageCatalog) void loadAreaCatalog(pageCatalog);
    // The browser's Intl data is built on another thread, not in the page's first chart.
    steps.push(warmIntlAside);
    // The query cache, the seam and the answer shapes are on the way to every block's data: asked
    // for now, beside the page's code, rather than one after the other once the page has painted.
    steps.push(loadQueryClient, loadSeam, loadAnswerShapes);
  }
  inTurn(steps);
}

/**
 * Runs the steps in order, the first at once and each next in a task of its own. Asking for a
 * chunk and what it imports takes a few milliseconds each; one after another in a single task they
 * made one long task, and the page could neither paint nor answer in it.
 */
export function inTurn(steps: ReadonlyArray<() => unknown>) {
  let index = 0;
  const next = () => {
    const step = steps[index++];
    if (!step) return;
    void step();
    if (index < steps.length) setTimeout(next, 0);
  };
  next();
}
