import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declarePage } from '../../-guards';

export const Route = createFileRoute('/cabinet/music/reports')({
  ...declarePage('/cabinet/music/reports'),
  component: SectionUnavailable,
});
