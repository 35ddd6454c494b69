import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/cabinet/info` opens the section's main page. */
export const Route = createFileRoute('/cabinet/info/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/cabinet/info/main', search, replace: true });
  },
});
