import { createFileRoute } from '@tanstack/react-router';
import { InfoSources } from '@features/info/sources/info-sources';
import { literal, searchValidator } from '@lib/search-schema';
import { requireKey } from '@routes/-guards';

/** The page's own key: whether the channels are grouped by their type. */
export const Route = createFileRoute('/cabinet/info/sources')({
  staticData: { name: 'MonitoringSourcesInfo', access: 'infopole' },
  beforeLoad: requireKey('infopole'),
  validateSearch: searchValidator({ group: literal(['type'] as const) }),
  component: InfoSources,
});
