import { createFileRoute } from '@tanstack/react-router';
import { AdminGeo } from '@features/admin/geo/admin-geo';
import { geoSearchEntries } from '@features/admin/geo/geo-search';
import { searchValidator } from '@lib/search-schema';

/** The level shown, the entry browsed into and the search live in the URL. */
export const Route = createFileRoute('/admin/_console/geo')({
  staticData: { name: 'AdminGeo' },
  validateSearch: searchValidator(geoSearchEntries),
  component: AdminGeo,
});
