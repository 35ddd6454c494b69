import { createFileRoute } from '@tanstack/react-router';
import { HunterTab } from '@features/video/sources/hunter-tab';
import { hunterSearchEntries } from '@features/video/sources/sources-params';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search and choices live in the URL. */
export const Route = createFileRoute('/cabinet/video/sources/source')({
  staticData: { name: 'MonitoringSourcesVideoSource', access: 'video' },
  validateSearch: searchValidator(hunterSearchEntries),
  component: HunterTab,
});
