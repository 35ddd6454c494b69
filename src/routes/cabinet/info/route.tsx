import { createFileRoute } from '@tanstack/react-router';
import { InfoLayout } from '@features/info/info-layout';
import { sectionFilterSearch } from '@routes/-guards';

/** Info monitoring: its filters live in the URL (configured in the section registry). */
export const Route = createFileRoute('/cabinet/info')({
  validateSearch: sectionFilterSearch('info'),
  component: InfoLayout,
});
