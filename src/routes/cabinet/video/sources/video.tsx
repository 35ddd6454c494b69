import { createFileRoute } from '@tanstack/react-router';
import { StreamsTab } from '@features/video/sources/streams-tab';
import { streamsSearchEntries } from '@features/video/sources/sources-params';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search and choices live in the URL. */
export const Route = createFileRoute('/cabinet/video/sources/video')({
  staticData: { name: 'MonitoringSourcesVideoVideo', access: 'video' },
  validateSearch: searchValidator(streamsSearchEntries),
  component: StreamsTab,
});
