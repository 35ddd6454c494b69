import { createFileRoute, redirect } from '@tanstack/react-router';
import { Landing } from '@features/landing/landing';
import { LANDING_ENABLED } from '@lib/landing';

/**
 * The landing page when it is switched on; with it off (this deployment) `/` sends a signed-in
 * person (either token) to their console, the cabinet when they hold its token, and anyone else
 * to login (docs/decisions/012-signed-in-by-either-token.md).
 */
export const Route = createFileRoute('/')({
  staticData: { name: 'Landing' },
  beforeLoad: ({ context }) => {
    if (LANDING_ENABLED) return;
    const { session } = context;
    if (!session.isLoggedIn()) throw redirect({ to: '/login', replace: true });
    throw redirect({ to: session.tokenFor('cabinet') ? '/cabinet' : '/admin', replace: true });
  },
  component: Landing,
});
