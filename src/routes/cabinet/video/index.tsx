import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasAccess } from '@lib/access';

/** `/cabinet/video` opens the first video page the person may see. */
export const Route = createFileRoute('/cabinet/video/')({
  beforeLoad: ({ context }) => {
    const permissions = context.session.get().user?.permissions;
    const to =
      hasAccess(permissions, 'video_infopole') || !hasAccess(permissions, 'video')
        ? '/cabinet/video/main'
        : '/cabinet/video/search';
    throw redirect({ to, replace: true });
  },
});
