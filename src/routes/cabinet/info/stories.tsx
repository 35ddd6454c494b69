import { createFileRoute } from '@tanstack/react-router';
import { getInfoStoriesTopQueryOptions } from '../../../../generated/api/info/info';
import { getStatisticsStoryQueryOptions, getThemeListQueryOptions } from '../../../../generated/api/statistics/statistics';
import { InfoStories } from '../../../features/info/stories/info-stories';
import { parseStoriesSearch } from '../../../features/info/stories/stories-search';
import { toStatisticsFilter } from '../../../lib/statistics-filter';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/stories')({
  ...declareRoute({ name: 'MonitoringStories', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseStoriesSearch(raw),
  loaderDeps: ({ search }) => ({ filter: toStatisticsFilter(search), story: search.story }),
  // The page's requests start with the navigation; a failure stays in its block.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(getInfoStoriesTopQueryOptions(deps.filter));
    void context.queryClient.prefetchQuery(getThemeListQueryOptions(undefined));
    if (deps.story !== undefined) void context.queryClient.prefetchQuery(getStatisticsStoryQueryOptions({ ...deps.filter, story_id: deps.story }));
  },
  component: InfoStories,
});
