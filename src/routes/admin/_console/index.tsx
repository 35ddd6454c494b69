import { createFileRoute } from '@tanstack/react-router';
import { AdminTrackUpload } from '@features/admin/upload/admin-track-upload';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/admin/_console/')({
  ...declarePage('/admin'),
  component: AdminTrackUpload,
});
