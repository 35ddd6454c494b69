import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declarePage } from '../../-guards';

export const Route = createFileRoute('/cabinet/video/persons')({
  ...declarePage('/cabinet/video/persons'),
  component: SectionUnavailable,
});
