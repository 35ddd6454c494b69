import { createFileRoute } from '@tanstack/react-router';
import { AdminSources } from '@features/admin/sources/admin-sources';
import { sourcesSearchEntries } from '@features/admin/sources/sources-search';
import { searchValidator } from '@lib/search-schema';

/** The channel list's page, size, order, search, types and activity live in the URL. */
export const Route = createFileRoute('/admin/_console/sources')({
  staticData: { name: 'Source' },
  validateSearch: searchValidator(sourcesSearchEntries),
  component: AdminSources,
});
