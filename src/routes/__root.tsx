import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@api/router-context';

/**
 * The root. Errors and unknown paths use the router's lazily loaded defaults
 * (src/app/router.tsx); each frame keeps the browser tab's title.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
