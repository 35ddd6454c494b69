import { createFileRoute } from '@tanstack/react-router';
import { MusicMain } from '@features/music/main/music-main';
import { mainSearchEntries } from '@features/music/music-search';
import { searchValidator } from '@lib/search-schema';

/** The playlist's channel, page and order live in the URL. */
export const Route = createFileRoute('/cabinet/music/main')({
  staticData: { name: 'CabinetMusicMain' },
  validateSearch: searchValidator(mainSearchEntries),
  component: MusicMain,
});
