import { createFileRoute } from '@tanstack/react-router';
import { MusicLayout } from '@features/music/music-layout';
import { preloadFilterBar, requireAccess, sectionFilterSearch } from '@routes/-guards';

/** Music monitoring: its filters live in the URL (configured in the section registry). */
export const Route = createFileRoute('/cabinet/music')({
  staticData: { name: 'CabinetMusic', access: 'music', theme: 'music' },
  validateSearch: sectionFilterSearch('music'),
  beforeLoad: (args) => {
    requireAccess('music', args);
    preloadFilterBar(args);
  },
  component: MusicLayout,
});
