import { createFileRoute } from '@tanstack/react-router';
import { AdminMusicReports } from '@features/admin/reports/admin-music-reports';
import { reportSearchEntries } from '@features/admin/reports/reports-search';
import { searchValidator } from '@lib/search-schema';

/** The report's period, channels, artists, tracks, page, size and order live in the URL. */
export const Route = createFileRoute('/admin/_console/reports')({
  staticData: { name: 'AdminMusicReports' },
  validateSearch: searchValidator(reportSearchEntries),
  component: AdminMusicReports,
});
