import { createFileRoute } from '@tanstack/react-router';
import { InfoReports } from '@features/info/reports/info-reports';
import { reportsSearchEntries } from '@features/info/reports/reports-search';
import { searchValidator } from '@lib/search-schema';

/** The list's page, size, order and state filter live in the URL. */
export const Route = createFileRoute('/cabinet/info/reports')({
  staticData: { name: 'InfoReports' },
  validateSearch: searchValidator(reportsSearchEntries),
  component: InfoReports,
});
