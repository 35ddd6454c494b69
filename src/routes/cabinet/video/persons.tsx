import { createFileRoute } from '@tanstack/react-router';
import { VideoPersons } from '@features/video/persons/video-persons';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/video/persons')({
  ...declarePage('/cabinet/video/persons'),
  component: VideoPersons,
});
