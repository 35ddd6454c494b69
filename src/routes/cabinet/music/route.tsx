import { createFileRoute } from '@tanstack/react-router';
import { MusicLayout } from '@features/music/music-layout';
import { preloadFilterBar, sectionFilterSearch } from '@routes/-guards';

/** Music monitoring: its filters live in the URL (configured in the section registry). */
export const Route = createFileRoute('/cabinet/music')({
  validateSearch: sectionFilterSearch('music'),
  beforeLoad: preloadFilterBar,
  component: MusicLayout,
});
