import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../api/router-context';
import { NotFound } from '../features/errors/not-found';
import { RouteError } from '../features/errors/route-error';
import { DocumentTitle } from '../features/shell/document-title';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
