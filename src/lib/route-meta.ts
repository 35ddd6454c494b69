import { hasAccess, type AccessKey, type PermissionMap } from './access';
import type { SectionTheme } from './sections';

/** What each route declares about itself in its route file's `staticData`, next to its path. */
export interface RouteMeta {
  /** The route's name from the route table (spec section 2). */
  name: string;
  /**
   * The access key a user needs (or `all`) to open this route and every route below it, said here
   * and nowhere else: on a page, or on the layout route above pages that all need the same key,
   * never both. The cabinet's one guard (`requireKeys`, src/routes/-guards.ts) enforces it; absent
   * when signing in is enough.
   */
  access?: AccessKey;
  /** The colour theme of the section, on the section's layout route. */
  theme?: SectionTheme;
}

declare module '@tanstack/react-router' {
  // Module augmentation: the router merges this into its own interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}

/** A route as the router's tree holds it (`router.routesById`): its full path, options and parent. */
export interface TreeRoute {
  fullPath: string;
  options: { staticData?: Partial<RouteMeta>; component?: unknown };
  parentRoute?: unknown;
}

/** The keys a person needs to open each path: the keys its route and the routes above it declare. */
export type RouteKeys = ReadonlyMap<string, readonly AccessKey[]>;

const byTree = new WeakMap<object, RouteKeys>();

/** A path as the registry writes it: no trailing slash but for the root. */
export function plainPath(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * The access keys of every path of a route tree, read from each route's own static data and its
 * parents'. Where a layout and its index route share a path, the index route (the deeper) counts.
 */
export function routeKeys<R extends { [id in keyof R]: TreeRoute }>(routesById: R): RouteKeys {
  const known = byTree.get(routesById);
  if (known) return known;
  const keys = new Map<string, AccessKey[]>();
  const depth = new Map<string, number>();
  for (const route of Object.values<TreeRoute>(routesById)) {
    const own: AccessKey[] = [];
    let level = 0;
    for (let node: TreeRoute | undefined = route; node; node = node.parentRoute as TreeRoute | undefined, level += 1) {
      const access = node.options.staticData?.access;
      if (access && !own.includes(access)) own.push(access);
    }
    const path = plainPath(route.fullPath);
    if ((depth.get(path) ?? -1) < level) {
      keys.set(path, own);
      depth.set(path, level);
    }
  }
  byTree.set(routesById, keys);
  return keys;
}

/** Whether a person may open a path: they hold every key the route tree declares on its way. */
export function mayOpenPath(keys: RouteKeys, permissions: PermissionMap | undefined, path: string): boolean {
  return (keys.get(plainPath(path)) ?? []).every((key) => hasAccess(permissions, key));
}
