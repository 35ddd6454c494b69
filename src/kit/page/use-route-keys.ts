import { useRouter } from '@tanstack/react-router';
import { routeKeys, type RouteKeys } from '@lib/route-meta';

/**
 * The access keys of every path, as the route files declare them: read from the router's route
 * tree, so the menus offer what the guards let through.
 */
export function useRouteKeys(): RouteKeys {
  return routeKeys(useRouter().routesById);
}
