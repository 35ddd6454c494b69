import { createFileRoute } from '@tanstack/react-router';
import { VideoMain } from '@features/video/main/video-main';

export const Route = createFileRoute('/cabinet/video/main')({
  component: VideoMain,
});
