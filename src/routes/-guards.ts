import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '../api/router-context';
import type { Section } from '../api/session';

/**
 * Sends a person without the section's token to that section's login, carrying the full
 * original path so that sign-in returns there.
 */
export function requireSection(section: Section, context: RouterContext, location: ParsedLocation) {
  if (context.session.tokenFor(section)) return;
  throw redirect({
    to: section === 'admin' ? '/admin/login' : '/login',
    search: { redirect: location.href },
    replace: true,
  });
}
