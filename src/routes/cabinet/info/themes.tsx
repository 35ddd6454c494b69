import { createFileRoute } from '@tanstack/react-router';
import { getInfoThemesListQueryOptions, getInfoThemesTopQueryOptions } from '../../../../generated/api/info/info';
import { InfoThemes } from '../../../features/info/themes/info-themes';
import { parseThemesSearch, themesListBody } from '../../../features/info/themes/themes-search';
import { toStatisticsFilter } from '../../../lib/statistics-filter';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/themes')({
  ...declareRoute({ name: 'MonitoringThemes', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseThemesSearch(raw),
  loaderDeps: ({ search }) => ({ filter: toStatisticsFilter(search) }),
  // The page's requests start with the navigation; a failure stays in its block.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(getInfoThemesListQueryOptions(themesListBody(deps.filter)));
    void context.queryClient.prefetchQuery(getInfoThemesTopQueryOptions(deps.filter));
  },
  component: InfoThemes,
});
