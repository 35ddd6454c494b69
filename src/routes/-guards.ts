import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from '@api/query-store';
import type { RouterContext } from '@api/router-context';
import type { Section } from '@api/session';
import { hasAccess } from '@lib/access';
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
  return Promise.all([
    loadAreaCatalog('cabinet'),
    section?.catalog ? loadAreaCatalog(section.catalog) : undefined,
    page?.catalog ? loadAreaCatalog(page.catalog) : undefined,
  ]);
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
export async function enterConsole(
  args: GuardArgs,
  { profile }: { profile: boolean },
): Promise<{ queryClient: QueryClient }> {
  // The consoles write dates and numbers at once: their formatters are made while the rest loads.
  void import('@i18n/format').then(({ prepareFormatters }) => prepareFormatters(i18n.locale));
  const dates = import('@i18n/date-locales').then(({ DATE_LOCALES }) => loadDateLocale(DATE_LOCALES));
  const [queryClient] = await Promise.all([loadQueryClient(), loadCatalogsFor(args.location.pathname), dates]);
  if (profile) await ensureProfile(args, queryClient);
  return { queryClient };
}

/**
 * The one guard of access keys. A route says which key opens it in its static data, and only there
 * (`staticData: { name, access }`, on a page or on the layout above its pages, never both): the
 * cabinet's `beforeLoad` calls this once the profile, and with it the person's permissions, is
 * there, and a person who lacks a key that any route of the page declares (and lacks `all`) lands
 * on Unauthorized before anything of the page loads. No route file writes a guard of a key of its
 * own (tests/logic/route-access.test.ts).
 */
export function requireKeys({
  context,
  matches,
}: GuardArgs & { matches: readonly { staticData?: Partial<RouteMeta> }[] }) {
  const permissions = context.session.get().user?.permissions;
  if (matches.every(({ staticData }) => !staticData?.access || hasAccess(permissions, staticData.access))) return;
  throw redirect({ to: '/unauthorized', replace: true });
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
