import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { createAppRouter } from '@app/router';
import { consoleOf, type Console } from '@lib/consoles';

// Which console a page belongs to is what the route tree says: the pages under the admin console's
// layout (src/routes/admin/_console) are the console's, those under src/routes/cabinet the
// cabinet's, and the others (sign-in pages, the start page, Unauthorized) belong to neither.
// consoleOf, which reads it from a URL, is held to that here for every route.

type Node = { id: string; fullPath: string; parentRoute?: unknown };

const LAYOUTS: Record<string, Console> = { '/admin/_console': 'admin', '/cabinet': 'cabinet' };

function consoleInTree(route: Node): Console | undefined {
  for (let node: Node | undefined = route; node; node = node.parentRoute as Node | undefined) {
    const console = LAYOUTS[node.id];
    if (console) return console;
  }
  return undefined;
}

describe('the console of a page', () => {
  it('is the one the route tree puts the page under, for every route', () => {
    const router = createAppRouter(createQueryClient(), createMemoryHistory());
    const routes = (Object.values(router.routesById) as Node[]).filter((route) => route.id !== '__root__');
    // Both layouts are in the tree (a renamed layout fails here rather than passing vacuously).
    expect(routes.map((route) => route.id)).toEqual(expect.arrayContaining(Object.keys(LAYOUTS)));
    const differ = routes
      .map((route) => ({ path: route.fullPath, tree: consoleInTree(route), url: consoleOf(route.fullPath) }))
      .filter(({ tree, url }) => tree !== url);
    expect(differ).toEqual([]);
    expect(routes.filter((route) => consoleInTree(route) === 'admin').length).toBeGreaterThan(3);
    expect(routes.filter((route) => consoleInTree(route) === 'cabinet').length).toBeGreaterThan(10);
  });

  it('is read from a URL with its search and hash', () => {
    expect(consoleOf('/cabinet/video/main?x=1')).toBe('cabinet');
    expect(consoleOf('/admin/sources#list')).toBe('admin');
    expect(consoleOf('/cabinetry')).toBeUndefined();
    expect(consoleOf('/administrator')).toBeUndefined();
    expect(consoleOf('/admin/login?redirect=/admin')).toBeUndefined();
  });
});
