import { createFileRoute, redirect } from '@tanstack/react-router';
import { Landing } from '@features/landing/landing';
import { LANDING_ENABLED } from '@lib/landing';

/**
 * The landing page when it is switched on; with it off (this deployment) `/` sends a signed-in
 * person to the cabinet and anyone else to login.
 */
export const Route = createFileRoute('/')({
  staticData: { name: 'Landing' },
  beforeLoad: ({ context }) => {
    if (LANDING_ENABLED) return;
    throw redirect({ to: context.session.get().jwt_token ? '/cabinet' : '/login', replace: true });
  },
  component: Landing,
});
