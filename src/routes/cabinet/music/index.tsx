import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/cabinet/music` opens the section's main page. */
export const Route = createFileRoute('/cabinet/music/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/cabinet/music/main', search, replace: true });
  },
});
