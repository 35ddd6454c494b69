import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../api/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
