import { createFileRoute } from '@tanstack/react-router';
import { InfoLayout } from '@features/info/info-layout';
import { preloadFilterBar, requireAccess, sectionFilterSearch } from '@routes/-guards';

/** Info monitoring: its filters live in the URL (configured in the section registry). */
export const Route = createFileRoute('/cabinet/info')({
  staticData: { name: 'CabinetInfo', access: 'infopole', theme: 'info' },
  validateSearch: sectionFilterSearch('info'),
  beforeLoad: (args) => {
    requireAccess('infopole', args);
    preloadFilterBar(args);
  },
  component: InfoLayout,
});
