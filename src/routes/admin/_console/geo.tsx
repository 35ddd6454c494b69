import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/admin/_console/geo')({
  ...declareRoute({ name: 'AdminGeo', layout: 'cabinet', theme: 'admin' }),
  component: SectionUnavailable,
});
