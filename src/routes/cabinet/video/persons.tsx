import { createFileRoute } from '@tanstack/react-router';
import { VideoPersons } from '../../../features/video/persons/video-persons';
import { declarePage } from '../../-guards';

export const Route = createFileRoute('/cabinet/video/persons')({
  ...declarePage('/cabinet/video/persons'),
  component: VideoPersons,
});
