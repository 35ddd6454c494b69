import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from '@api/query-store';
import type { RouterContext } from '@api/router-context';
import type { Section } from '@api/session';
import { hasAccess, type AccessKey } from '@lib/access';
import { previousLocation } from '@lib/previous-location';
import type { RouteMeta } from '@lib/route-meta';
import { safeRedirectPath } from '@lib/safe-redirect';
import { pageOfPath, sectionByKey, sectionOfPath, type SectionKey } from '@lib/sections';
import { filterSearchValidator } from '@lib/statistics-filter';
import { i18n, loadAreaCatalog } from '@i18n/i18n';

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
  return Promise.all([loadAreaCatalog('cabinet'), section?.catalog ? loadAreaCatalog(section.catalog) : undefined]);
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
  const [queryClient] = await Promise.all([loadQueryClient(), loadCatalogsFor(args.location.pathname)]);
  if (profile) await ensureProfile(args, queryClient);
  return { queryClient };
}

/** A route whose access key the user lacks (and who lacks `all`) leads to Unauthorized. */
export function requireAccess(key: AccessKey, { context }: GuardArgs) {
  if (hasAccess(context.session.get().user?.permissions, key)) return;
  throw redirect({ to: '/unauthorized', replace: true });
}

function guarded(meta: RouteMeta) {
  const { access } = meta;
  return {
    staticData: meta,
    ...(access ? { beforeLoad: (args: GuardArgs) => requireAccess(access, args) } : {}),
  };
}

/**
 * What a page route declares, from the section registry: its name, theme and access key
 * as static data, and for a key the guard that enforces it.
 */
export function declarePage(path: string) {
  const page = pageOfPath(path);
  const section = sectionOfPath(path);
  if (!page) throw new Error(`${path} is not in the section registry (src/lib/sections.ts)`);
  return guarded({ name: page.name, access: page.access, theme: section?.theme });
}

/** What a section's layout route declares, from the section registry. */
export function declareSection(key: SectionKey) {
  const section = sectionByKey(key);
  return guarded({ name: section.name, access: section.access, theme: section.theme });
}

/** The URL validator of a section's filters, as the registry configures them. */
export function sectionFilterSearch(key: SectionKey) {
  return filterSearchValidator(sectionByKey(key).filters);
}

/** A signed-in person who opens a sign-in page goes back to the page they came from. */
export function leaveSignInWhenSignedIn(section: Section, { context, location }: GuardArgs) {
  if (!context.session.tokenFor(section)) return;
  const back = safeRedirectPath(previousLocation());
  const home = section === 'admin' ? '/admin' : '/cabinet';
  const target = back && back !== location.href && !/^\/(login|registration|admin\/login)/.test(back) ? back : home;
  throw redirect({ href: target, replace: true });
}
