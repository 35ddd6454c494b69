import { createFileRoute } from '@tanstack/react-router';
import { MusicLayout } from '@features/music/music-layout';
import { preloadFilterBar, sectionFilterSearch } from '../../-guards';

/**
 * Music monitoring: every page below needs the `music` key, declared here for them all. Its
 * filters live in the URL (configured in the section registry).
 */
export const Route = createFileRoute('/cabinet/music')({
  staticData: { name: 'CabinetMusic', access: 'music', theme: 'music' },
  validateSearch: sectionFilterSearch('music'),
  beforeLoad: preloadFilterBar,
  component: MusicLayout,
});
