import { createMemoryHistory, isRedirect, redirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { createAppRouter } from '@app/router';
import { hasAccess, type PermissionMap } from '@lib/access';
import { plainPath, type RouteMeta, type TreeRoute } from '@lib/route-meta';
import { sectionOfPath } from '@lib/sections';
import { requireKeys } from '@routes/-guards';

// A page's access is said once: `access` in the static data of its route file, or of the layout
// route above pages that all need that key, and enforced by one guard, the cabinet's (`requireKeys`,
// src/routes/-guards.ts). These checks read the router's real route tree and run each route's own
// guard; each shows on a probe that it refuses what it is there to refuse
// (docs/adding-a-section.md). The guard's behaviour, path by path and key by key, is
// tests/unit/guards.test.ts.

/** The routes above a route, nearest first. */
function ancestors(route: TreeRoute): TreeRoute[] {
  const above: TreeRoute[] = [];
  for (let node = route.parentRoute as TreeRoute | undefined; node; node = node.parentRoute as TreeRoute | undefined)
    above.push(node);
  return above;
}

/**
 * What is wrong with the access keys of a route tree (`Object.values(router.routesById)`), one
 * sentence per fault naming the route. A key is said once, in a route's static data:
 * - never by a route and again by a layout above it (a section whose pages all need one key says it
 *   on its layout route, and its pages say none);
 * - only below the route whose guard enforces the keys (`guardedBelow`, the cabinet's id): above or
 *   beside it, nothing would read it;
 * - and every page of a cabinet section (a route with a screen inside the section's path, its
 *   layout aside) has one on its way, its own or its layout's.
 * That no route file guards a key in a `beforeLoad` of its own is `ownGuards`' to see, below.
 */
function accessProblems(
  routes: Iterable<TreeRoute & { id: string }>,
  { guardedBelow }: { guardedBelow: string },
): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const above = ancestors(route);
    const own = route.options.staticData?.access;
    if (own) {
      const layout = above.find((node) => node.options.staticData?.access === own);
      if (layout)
        problems.push(`${route.id}: declares the key '${own}' that its layout ${layout.fullPath} declares already`);
      if (!above.some((node) => (node as { id?: string }).id === guardedBelow))
        problems.push(`${route.id}: declares the key '${own}' outside ${guardedBelow}, where no guard reads it`);
    }
    const section = sectionOfPath(plainPath(route.fullPath));
    const page = Boolean(route.options.component) && !route.options.staticData?.theme;
    const keyed = [route, ...above].some((node) => node.options.staticData?.access);
    if (page && section?.console === 'cabinet' && !keyed)
      problems.push(`${route.id}: a page of the ${section.key} section with no access key, its own or its layout's`);
  }
  return problems;
}

type Guard = (args: unknown) => unknown;
type Node = TreeRoute & { id: string; options: TreeRoute['options'] & { beforeLoad?: Guard } };

const routes = Object.values(
  createAppRouter(createQueryClient(), createMemoryHistory()).routesById,
) as unknown as Node[];
const CABINET = '/cabinet';

function route(id: string): Node {
  const found = routes.find((node) => node.id === id);
  if (!found) throw new Error(`No route ${id}`);
  return found;
}

/** The tree with one route's options changed (the same parents). */
function probe(id: string, options: Partial<Node['options']>): Node[] {
  return routes.map((node) =>
    node.id === id
      ? { id, fullPath: node.fullPath, parentRoute: node.parentRoute, options: { ...node.options, ...options } }
      : node,
  );
}

/**
 * Whether a route's own `beforeLoad` sends a person without keys to Unauthorized: run as for a
 * visitor with no console token and no permission, on a page whose route declares a key.
 */
async function guardsAKey(node: Node): Promise<boolean> {
  const permissions: PermissionMap = {};
  const session = {
    tokenFor: () => undefined,
    isLoggedIn: () => false,
    get: () => ({ user: { permissions } }),
  };
  const location = { pathname: node.fullPath, href: node.fullPath, search: {}, hash: '', state: {} };
  const matches: { staticData?: Partial<RouteMeta> }[] = [{ staticData: { access: 'video' } }, node.options];
  try {
    await node.options.beforeLoad?.({
      context: { session },
      location,
      search: {},
      params: {},
      matches,
      preload: false,
    });
  } catch (thrown) {
    return isRedirect(thrown) && thrown.options.to === '/unauthorized';
  }
  return false;
}

async function ownGuards(list: Node[]): Promise<string[]> {
  const guarding = await Promise.all(list.map(async (node) => ((await guardsAKey(node)) ? [node.id] : [])));
  return guarding.flat();
}

/** A guard of a key written in a route file, as route files wrote them beside the key before. */
function requireKey(key: 'video' | 'infopole'): Guard {
  return (args) => {
    const { context } = args as { context: { session: { get: () => { user?: { permissions?: PermissionMap } } } } };
    if (!hasAccess(context.session.get().user?.permissions, key)) throw redirect({ to: '/unauthorized' });
  };
}

describe("the routes' access keys", () => {
  it('are said once each, below the cabinet, and every page of a cabinet section has one on its way', () => {
    expect(accessProblems(routes, { guardedBelow: CABINET })).toEqual([]);
  });

  it("are guarded by no route file of its own: the one guard is the cabinet's", async () => {
    expect(await ownGuards(routes)).toEqual([]);
  });

  it("are read by the cabinet's guard from every route of the page, layouts' as well as the page's", () => {
    const session = (permissions: PermissionMap) => ({ get: () => ({ user: { permissions } }) });
    const matches = [route(CABINET), route('/cabinet/info'), route('/cabinet/info/main')].map((node) => node.options);
    /** Where the guard sends a person with these permissions: nowhere, or the redirect's target. */
    const sends = (permissions: PermissionMap) => {
      try {
        requireKeys({ context: { session: session(permissions) } as never, location: {} as never, matches });
      } catch (thrown) {
        return isRedirect(thrown) ? thrown.options.to : thrown;
      }
      return undefined;
    };
    expect(sends({ infopole: true })).toBeUndefined();
    expect(sends({ all: true })).toBeUndefined();
    expect(sends({ video: true })).toBe('/unauthorized');
  });

  it('refuses a route file that guards its key in a beforeLoad of its own', async () => {
    const tree = probe('/cabinet/video/main', { beforeLoad: requireKey('video') });
    expect(await ownGuards(tree)).toEqual(['/cabinet/video/main']);
  });

  it('refuses a page that says the key its layout says', () => {
    const main = route('/cabinet/info/main');
    const tree = probe(main.id, { staticData: { ...main.options.staticData, access: 'infopole' } });
    expect(accessProblems(tree, { guardedBelow: CABINET })).toEqual([
      "/cabinet/info/main: declares the key 'infopole' that its layout /cabinet/info declares already",
    ]);
  });

  it("refuses a page of a cabinet section without a key, its own or its layout's", () => {
    const tree = probe('/cabinet/video/persons', { staticData: { name: 'MonitoringPersonsVideo' } });
    expect(accessProblems(tree, { guardedBelow: CABINET })).toEqual([
      "/cabinet/video/persons: a page of the video section with no access key, its own or its layout's",
    ]);
  });

  it('refuses a key where no guard reads it', () => {
    const tree = probe('/admin/_console/geo', { staticData: { name: 'AdminGeo', access: 'music' } });
    expect(accessProblems(tree, { guardedBelow: CABINET })).toEqual([
      "/admin/_console/geo: declares the key 'music' outside /cabinet, where no guard reads it",
    ]);
  });

  it("leaves alone what needs no key: the sections' redirects, the cabinet's own pages, the console", () => {
    const free = routes.filter((node) => !node.options.staticData?.access).map((node) => node.id);
    expect(free).toEqual(
      expect.arrayContaining(['/cabinet/', '/cabinet/alerts', '/cabinet/info/', '/cabinet/video/', '/cabinet/video']),
    );
    expect(free.filter((id) => id.startsWith('/admin'))).toHaveLength(
      routes.filter((node) => node.id.startsWith('/admin')).length,
    );
  });
});
