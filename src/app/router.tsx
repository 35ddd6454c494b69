import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from '../api/query-client';
import { session } from '../api/session';
import { parseQuery, stringifyQuery } from '../lib/query-string';
import { routeTree } from './route-tree.gen';

export function createAppRouter(queryClient = createQueryClient(), history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    // Back and forward restore the saved position; a new path starts at the top.
    scrollRestoration: true,
    // Hash targets are scrolled to smoothly by the session handlers, after 100 ms.
    defaultHashScrollIntoView: false,
    notFoundMode: 'root',
    // Every route shows this on failure, inside its parent's frame; loaded only when needed.
    defaultErrorComponent: lazyRouteComponent(() => import('../features/errors/route-error'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(() => import('../features/errors/not-found'), 'NotFound'),
    parseSearch: (search) => parseQuery(search),
    stringifySearch: (search) => {
      const query = stringifyQuery(search);
      return query ? `?${query}` : '';
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
