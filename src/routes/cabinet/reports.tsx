import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../features/shell/section-unavailable';
import { declareRoute } from '../-guards';

export const Route = createFileRoute('/cabinet/reports')({
  ...declareRoute({ name: 'CabinetAllReports', layout: 'cabinet', access: 'rsp', theme: 'reports' }),
  component: SectionUnavailable,
});
