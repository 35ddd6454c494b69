import { createFileRoute } from '@tanstack/react-router';
import { InfoSources } from '@features/info/sources/info-sources';
import { literal, searchValidator } from '@lib/search-schema';

/** The page's own key: whether the channels are grouped by their type. */
export const Route = createFileRoute('/cabinet/info/sources')({
  staticData: { name: 'MonitoringSourcesInfo' },
  validateSearch: searchValidator({ group: literal(['type'] as const) }),
  component: InfoSources,
});
