import { createFileRoute } from '@tanstack/react-router';
import { AdminMusicReports } from '@features/admin/reports/admin-music-reports';
import { reportSearchEntries } from '@features/admin/reports/reports-search';
import { searchValidator } from '@lib/search-schema';
import { declarePage } from '@routes/-guards';

/** The report's period, channels, artists, tracks, page, size and order live in the URL. */
export const Route = createFileRoute('/admin/_console/reports')({
  ...declarePage('/admin/reports'),
  validateSearch: searchValidator(reportSearchEntries),
  component: AdminMusicReports,
});
