import { createFileRoute } from '@tanstack/react-router';
import { InfoLayout } from '@features/info/info-layout';
import { preloadFilterBar, sectionFilterSearch } from '@routes/-guards';

/** Info monitoring: its filters live in the URL (configured in the section registry). */
export const Route = createFileRoute('/cabinet/info')({
  validateSearch: sectionFilterSearch('info'),
  beforeLoad: preloadFilterBar,
  component: InfoLayout,
});
