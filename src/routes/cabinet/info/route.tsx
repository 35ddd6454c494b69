import { createFileRoute } from '@tanstack/react-router';
import { InfoLayout } from '../../../features/info/info-layout';
import { loadAreaCatalog } from '../../../i18n/i18n';
import { parseFilterSearch } from '../../../lib/statistics-search';
import { declareRoute } from '../../-guards';

/** Info monitoring: its filters live in the URL and its messages in their own catalog. */
export const Route = createFileRoute('/cabinet/info')({
  ...declareRoute({ name: 'CabinetInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseFilterSearch(raw),
  loader: () => loadAreaCatalog('info'),
  component: InfoLayout,
});
