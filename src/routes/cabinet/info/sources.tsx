import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/sources')({
  ...declareRoute({ name: 'MonitoringSourcesInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: SectionUnavailable,
});
