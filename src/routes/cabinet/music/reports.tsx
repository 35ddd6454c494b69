import { createFileRoute } from '@tanstack/react-router';
import { reportsSearchEntries } from '@features/music/music-search';
import { MusicReports } from '@features/music/reports/music-reports';
import { searchValidator } from '@lib/search-schema';
import { declarePage } from '@routes/-guards';

/** The report's page, order and its artists and tracks live in the URL. */
export const Route = createFileRoute('/cabinet/music/reports')({
  ...declarePage('/cabinet/music/reports'),
  validateSearch: searchValidator(reportsSearchEntries),
  component: MusicReports,
});
