import { createFileRoute } from '@tanstack/react-router';
import { InfoReports } from '../../../features/info/reports/info-reports';
import { parseReportsSearch } from '../../../features/info/reports/reports-search';
import { declareRoute } from '../../-guards';

/** The list's page lives in the URL (`page`, from 1; absent on the first page). */
export const Route = createFileRoute('/cabinet/info/reports')({
  ...declareRoute({ name: 'InfoReports', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseReportsSearch(raw),
  component: InfoReports,
});
