import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declarePage } from '../../-guards';

export const Route = createFileRoute('/admin/_console/geo')({
  ...declarePage('/admin/geo'),
  component: SectionUnavailable,
});
