import { createFileRoute } from '@tanstack/react-router';
import { ObjectsTab } from '@features/video/sources/objects-tab';
import { objectsSearchEntries } from '@features/video/sources/sources-params';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search and choices live in the URL. */
export const Route = createFileRoute('/cabinet/video/sources/entity')({
  staticData: { name: 'MonitoringSourcesVideoEntity', access: 'video_infopole' },
  validateSearch: searchValidator(objectsSearchEntries),
  component: ObjectsTab,
});
