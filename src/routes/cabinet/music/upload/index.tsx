import { createFileRoute } from '@tanstack/react-router';
import { MusicUpload } from '@features/music/upload/music-upload';

export const Route = createFileRoute('/cabinet/music/upload/')({
  staticData: { name: 'CabinetMusicUpload' },
  component: MusicUpload,
});
