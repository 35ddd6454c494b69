import { Outlet } from '@tanstack/react-router';
import { FilterBar } from '@kit/filters/filter-bar';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, useMarkerOptions, usePersonName, useThemeName } from './filters/sources';

/** Every info page: the section's filter bar above the page. */
export function InfoLayout() {
  const { search, filter } = useSectionFilters();
  const themeName = useThemeName(search.theme);
  const personName = usePersonName(search.person, filter.period);
  return (
    <div className="info-section">
      <FilterBar section="info" channels={useChannelOptions} markers={useMarkerOptions} focusName={{ theme: themeName, person: personName }} />
      <Outlet />
    </div>
  );
}
