import { createFileRoute } from '@tanstack/react-router';
import { VideoPersons } from '@features/video/persons/video-persons';

export const Route = createFileRoute('/cabinet/video/persons')({
  staticData: { name: 'MonitoringPersonsVideo', access: 'video_infopole' },
  component: VideoPersons,
});
