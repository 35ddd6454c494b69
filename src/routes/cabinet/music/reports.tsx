import { createFileRoute } from '@tanstack/react-router';
import { reportsSearchEntries } from '@features/music/music-search';
import { MusicReports } from '@features/music/reports/music-reports';
import { searchValidator } from '@lib/search-schema';

/** The report's page, order and its artists and tracks live in the URL. */
export const Route = createFileRoute('/cabinet/music/reports')({
  staticData: { name: 'CabinetMusicReports' },
  validateSearch: searchValidator(reportsSearchEntries),
  component: MusicReports,
});
