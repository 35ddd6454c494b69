import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/themes')({
  ...declareRoute({ name: 'MonitoringThemes', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: SectionUnavailable,
});
