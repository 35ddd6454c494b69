import { createFileRoute } from '@tanstack/react-router';
import { PersonsTab } from '@features/video/sources/persons-tab';
import { personsSearchEntries } from '@features/video/sources/sources-params';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search and choices live in the URL. */
export const Route = createFileRoute('/cabinet/video/sources/person')({
  staticData: { name: 'MonitoringSourcesVideoPerson', access: 'video_infopole' },
  validateSearch: searchValidator(personsSearchEntries),
  component: PersonsTab,
});
