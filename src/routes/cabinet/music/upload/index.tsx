import { createFileRoute } from '@tanstack/react-router';
import { MusicUpload } from '@features/music/upload/music-upload';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/music/upload/')({
  ...declarePage('/cabinet/music/upload'),
  component: MusicUpload,
});
