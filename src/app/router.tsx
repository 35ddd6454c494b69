import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { provideQueryClient } from '@api/query-store';
import { setPageConsole } from '@api/seam-hooks';
import { session } from '@api/session';
import { consoleOf } from '@lib/consoles';
import { parseQuery, stringifyQuery } from '@lib/query-string';
import { lazyRouteComponent } from './lazy-route-component';
import { installRequestLanguage } from './request-language';
import { routeTree } from './route-tree.gen';

/**
 * The app's router. A query cache given here (tests) is the one the consoles use; otherwise they
 * make theirs when first entered.
 */
export function createAppRouter(queryClient?: QueryClient, history?: RouterHistory) {
  if (queryClient) provideQueryClient(queryClient);
  installRequestLanguage();
  const router = createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // Back and forward restore the saved position; a new path starts at the top.
    scrollRestoration: true,
    // Hash targets are scrolled to smoothly by the session handlers, after 100 ms.
    defaultHashScrollIntoView: false,
    notFoundMode: 'root',
    // Every route shows this on failure, inside its parent's frame; loaded only when needed.
    defaultErrorComponent: lazyRouteComponent(() => import('@features/errors/route-error'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(() => import('@features/errors/not-found'), 'NotFound'),
    parseSearch: (search) => parseQuery(search),
    stringifySearch: (search) => {
      const query = stringifyQuery(search);
      return query ? `?${query}` : '';
    },
  });
  // A call that both sections serve carries the session of the console the person is in.
  setPageConsole(() => consoleOf(router.latestLocation.pathname));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
