import { createFileRoute } from '@tanstack/react-router';
import { VideoMain } from '@features/video/main/video-main';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/video/main')({
  staticData: { name: 'CabinetVideoMain', access: 'video_infopole' },
  beforeLoad: requireKey('video_infopole'),
  component: VideoMain,
});
