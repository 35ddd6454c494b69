import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/video/reports')({
  ...declareRoute({ name: 'CabinetVideoReports', layout: 'cabinet', access: 'video', theme: 'video' }),
  component: SectionUnavailable,
});
