import { createFileRoute } from '@tanstack/react-router';
import { InfoSources } from '../../../features/info/sources/info-sources';
import { parseSourcesSearch } from '../../../features/info/sources/sources-search';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/sources')({
  ...declareRoute({ name: 'MonitoringSourcesInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseSourcesSearch(raw),
  component: InfoSources,
});
