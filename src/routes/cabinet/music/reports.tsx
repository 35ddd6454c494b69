import { createFileRoute } from '@tanstack/react-router';
import { reportsSearchEntries } from '@features/music/music-search';
import { MusicReports } from '@features/music/reports/music-reports';
import { searchValidator } from '@lib/search-schema';
import { requireKey } from '@routes/-guards';

/** The report's page, order and its artists and tracks live in the URL. */
export const Route = createFileRoute('/cabinet/music/reports')({
  staticData: { name: 'CabinetMusicReports', access: 'music' },
  beforeLoad: requireKey('music'),
  validateSearch: searchValidator(reportsSearchEntries),
  component: MusicReports,
});
