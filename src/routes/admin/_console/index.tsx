import { createFileRoute } from '@tanstack/react-router';
import { AdminTrackUpload } from '@features/admin/upload/admin-track-upload';

export const Route = createFileRoute('/admin/_console/')({
  staticData: { name: 'AdminMusicUpload' },
  component: AdminTrackUpload,
});
