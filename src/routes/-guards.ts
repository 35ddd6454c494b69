import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getUserGetQueryOptions } from '../../generated/api/user/user';
import type { RouterContext } from '../api/router-context';
import type { Section } from '../api/session';
import { hasAccess, type AccessKey } from '../lib/access';
import { previousLocation } from '../lib/previous-location';
import type { RouteMeta } from '../lib/route-meta';
import { safeRedirectPath } from '../lib/safe-redirect';

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

/** Loads the cabinet profile once when the session has a JWT but no user yet (e.g. a new tab). */
export async function ensureProfile({ context }: GuardArgs) {
  if (context.session.get().user) return;
  const { item } = await context.queryClient.fetchQuery(getUserGetQueryOptions());
  context.session.updateUser(item);
}

/** A route whose access key the user lacks (and who lacks `all`) leads to Unauthorized. */
export function requireAccess(key: AccessKey, { context }: GuardArgs) {
  if (hasAccess(context.session.get().user?.permissions, key)) return;
  throw redirect({ to: '/unauthorized', replace: true });
}

/**
 * The options every route of the table declares: its name, layout and access key as static
 * data, and, for a key, the guard that enforces it.
 */
export function declareRoute(meta: RouteMeta) {
  const { access } = meta;
  return {
    staticData: meta,
    ...(access ? { beforeLoad: (args: GuardArgs) => requireAccess(access, args) } : {}),
  };
}

/** A signed-in person who opens a sign-in page goes back to the page they came from. */
export function leaveSignInWhenSignedIn(section: Section, { context, location }: GuardArgs) {
  if (!context.session.tokenFor(section)) return;
  const back = safeRedirectPath(previousLocation());
  const home = section === 'admin' ? '/admin' : '/cabinet';
  const target = back && back !== location.href && !/^\/(login|registration|admin\/login)/.test(back) ? back : home;
  throw redirect({ href: target, replace: true });
}
