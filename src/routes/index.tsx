import { createFileRoute, redirect } from '@tanstack/react-router';
import { LANDING_ENABLED } from '../lib/landing';

/** With the landing page off, `/` sends a signed-in person to the cabinet and anyone else to login. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (LANDING_ENABLED) return;
    throw redirect({ to: context.session.get().jwt_token ? '/cabinet' : '/login', replace: true });
  },
});
