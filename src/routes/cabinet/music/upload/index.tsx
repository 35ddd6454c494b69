import { createFileRoute } from '@tanstack/react-router';
import { MusicUpload } from '@features/music/upload/music-upload';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/music/upload/')({
  staticData: { name: 'CabinetMusicUpload', access: 'music' },
  beforeLoad: requireKey('music'),
  component: MusicUpload,
});
