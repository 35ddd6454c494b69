import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from '@api/query-store';
import type { RouterContext } from '@api/router-context';
import type { Section } from '@api/session';
import { hasAccess, type AccessKey } from '@lib/access';
import { lastPage } from '@lib/previous-location';
import type { RouteMeta } from '@lib/route-meta';
import { safeRedirectPath } from '@lib/safe-redirect';
import { pageOfPath, sectionByKey, sectionOfPath, type SectionKey } from '@lib/sections';
import { filterSearchValidator } from '@lib/filters/url';
import { i18n, loadAreaCatalog, loadDateLocale } from '@i18n/i18n';
import { loadFilterBar } from '@kit/filters/filter-bar-module';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * Sends a person without the section's token to that section's login, carrying the full
 * original path so that sign-in returns there.
 */
export function requireSection(section: Section, { context, location }: GuardArgs) {
  if (context.session.tokenFor(section)) return;
  throw redirect({
    to: section === 'admin' ? '/admin/login' : '/login',
    search: { redirect: location.href },
    replace: true,
  });
}

/**
 * Loads the messages a console needs at a path: the frame's catalog and the section's own, at the
 * same time (not one after the other as the routes nest).
 */
export function loadCatalogsFor(pathname: string): Promise<unknown> {
  const section = sectionOfPath(pathname);
  const page = pageOfPath(pathname);
  return Promise.all([loadAreaCatalog('cabinet'), section?.catalog ? loadAreaCatalog(section.catalog) : undefined, page?.catalog ? loadAreaCatalog(page.catalog) : undefined]);
}

/** Loads the cabinet profile once when the session has a JWT but no user yet (e.g. a new tab). */
export async function ensureProfile({ context }: GuardArgs, queryClient: QueryClient) {
  if (context.session.get().user) return;
  const { getUserGetQueryOptions } = await import('@generated/api/user/user');
  const { item } = await queryClient.fetchQuery(getUserGetQueryOptions());
  context.session.updateUser(item);
}

/**
 * What a console's guard does once the section's token is there: the query cache and the
 * messages load side by side, then the cabinet's profile if it is missing. The cache joins the
 * route context of every page below.
 */
export async function enterConsole(args: GuardArgs, { profile }: { profile: boolean }): Promise<{ queryClient: QueryClient }> {
  // The consoles write dates and numbers at once: their formatters are made while the rest loads.
  void import('@i18n/format').then(({ prepareFormatters }) => prepareFormatters(i18n.locale));
  const dates = import('@i18n/date-locales').then(({ DATE_LOCALES }) => loadDateLocale(DATE_LOCALES));
  const [queryClient] = await Promise.all([loadQueryClient(), loadCatalogsFor(args.location.pathname), dates]);
  if (profile) await ensureProfile(args, queryClient);
  return { queryClient };
}

/** A route whose access key the user lacks (and who lacks `all`) leads to Unauthorized. */
export function requireAccess(key: AccessKey, { context }: GuardArgs) {
  if (hasAccess(context.session.get().user?.permissions, key)) return;
  throw redirect({ to: '/unauthorized', replace: true });
}

/** A route as the registry sees it: its full path, whether pages live below it, its options. */
interface RegistryRoute {
  fullPath: string;
  children?: unknown;
  options: { staticData?: object; beforeLoad?: unknown };
  update: (options: { staticData: object; beforeLoad?: (args: GuardArgs) => unknown }) => unknown;
}

/**
 * What the section registry says of a route, found by the route's own path: a section's layout
 * route (one with routes below) gets the section's name, theme and key, a page route the page's.
 * Routes the registry does not list (sign-in pages, the redirects of a section's root) get none.
 */
export function registryMeta(fullPath: string, isLayout: boolean): RouteMeta | undefined {
  const path = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  if (isLayout) {
    const section = sectionOfPath(path);
    return section && section.path === path ? { name: section.name, access: section.access, theme: section.theme } : undefined;
  }
  const page = pageOfPath(path);
  return page ? { name: page.name, access: page.access, theme: sectionOfPath(path)?.theme } : undefined;
}

const registered = new WeakSet<object>();

/**
 * Gives every route the registry lists its name, theme and access key as static data, and for a
 * key the guard that enforces it before the route's own. The route files write their path once
 * (the router's), and the registry (src/lib/sections.ts) is the one table of what each path is.
 */
export function applyRegistry(routes: Iterable<RegistryRoute>) {
  for (const route of routes) {
    // The route tree is one set of objects however many routers are made of it (tests make many).
    if (registered.has(route)) continue;
    registered.add(route);
    const isLayout = Boolean(route.children && Object.keys(route.children).length > 0);
    const meta = registryMeta(route.fullPath, isLayout);
    if (!meta) continue;
    const own = route.options.beforeLoad as ((args: GuardArgs) => unknown) | undefined;
    const { access } = meta;
    route.update({
      staticData: { ...meta, ...route.options.staticData },
      ...(access ? { beforeLoad: (args: GuardArgs) => (requireAccess(access, args), own?.(args)) } : {}),
    });
  }
}

/**
 * Starts loading the filter bar as a navigation to a page that shows it begins, beside the page's
 * own code (a section's layout route calls it before loading).
 */
export function preloadFilterBar({ location }: { location: ParsedLocation }) {
  if (pageOfPath(location.pathname)?.filters !== false) void loadFilterBar();
}

/** The URL validator of a section's filters, as the registry configures them. */
export function sectionFilterSearch(key: SectionKey) {
  return filterSearchValidator(sectionByKey(key).filters);
}

/**
 * A signed-in person who opens a console's sign-in page goes back to the page they were on in
 * that console (in this tab, even across full page loads), or to its start page.
 */
export function leaveSignInWhenSignedIn(section: Section, { context }: GuardArgs) {
  if (!context.session.tokenFor(section)) return;
  const back = safeRedirectPath(lastPage(section));
  throw redirect({ href: back ?? (section === 'admin' ? '/admin' : '/cabinet'), replace: true });
}
