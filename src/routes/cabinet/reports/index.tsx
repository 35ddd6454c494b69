import { createFileRoute } from '@tanstack/react-router';
import { AllReports } from '@features/reports/all-reports/all-reports';
import { allReportsSearchEntries } from '@features/reports/all-reports/all-reports-search';
import { searchValidator } from '@lib/search-schema';

/** The list's page, size, order, types and states live in the URL. */
export const Route = createFileRoute('/cabinet/reports/')({
  staticData: { name: 'CabinetAllReports' },
  validateSearch: searchValidator(allReportsSearchEntries),
  component: AllReports,
});
