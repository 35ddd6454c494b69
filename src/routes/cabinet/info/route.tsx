import { createFileRoute } from '@tanstack/react-router';
import { InfoLayout } from '@features/info/info-layout';
import { preloadFilterBar, sectionFilterSearch } from '../../-guards';

/**
 * Info monitoring: every page below needs the `infopole` key, declared here for them all. Its
 * filters live in the URL (configured in the section registry).
 */
export const Route = createFileRoute('/cabinet/info')({
  staticData: { name: 'CabinetInfo', access: 'infopole', theme: 'info' },
  validateSearch: sectionFilterSearch('info'),
  beforeLoad: preloadFilterBar,
  component: InfoLayout,
});
