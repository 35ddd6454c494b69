import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/cabinet/video/sources` (MonitoringSourcesVideo) opens the video sources. */
export const Route = createFileRoute('/cabinet/video/sources/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/cabinet/video/sources/video', search, replace: true });
  },
});
