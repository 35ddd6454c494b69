import { createFileRoute } from '@tanstack/react-router';
import { MusicHistory } from '@features/music/history/music-history';
import { historySearchEntries } from '@features/music/music-search';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search and state filter live in the URL. */
export const Route = createFileRoute('/cabinet/music/upload/history')({
  staticData: { name: 'CabinetMusicUploadHistory' },
  validateSearch: searchValidator(historySearchEntries),
  component: MusicHistory,
});
