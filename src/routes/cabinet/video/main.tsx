import { createFileRoute } from '@tanstack/react-router';
import { VideoMain } from '@features/video/main/video-main';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/video/main')({
  ...declarePage('/cabinet/video/main'),
  component: VideoMain,
});
