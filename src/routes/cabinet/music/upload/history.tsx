import { createFileRoute } from '@tanstack/react-router';
import { MusicHistory } from '@features/music/history/music-history';
import { historySearchEntries } from '@features/music/music-search';
import { searchValidator } from '@lib/search-schema';
import { requireKey } from '@routes/-guards';

/** The list's page, order, search and state filter live in the URL. */
export const Route = createFileRoute('/cabinet/music/upload/history')({
  staticData: { name: 'CabinetMusicUploadHistory', access: 'music' },
  beforeLoad: requireKey('music'),
  validateSearch: searchValidator(historySearchEntries),
  component: MusicHistory,
});
