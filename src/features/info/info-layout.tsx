import { getRouteApi } from '@tanstack/react-router';
import { SectionFrame } from '@kit/filters/section-frame';
import { useFilterState } from '@kit/filters/use-section-filters';
import { pickFilters } from '@lib/filters/fields';
import { useChannelOptions, useMarkerOptions, usePersonName, useThemeName } from './filters/sources';

/** The section's layout route: it validates the filters (src/lib/filters/url.ts). */
const route = getRouteApi('/cabinet/info');

/** Every info page: the section's filter bar above the page. */
export function InfoLayout() {
  const filters = useFilterState(route.useSearch({ select: pickFilters, structuralSharing: true }));
  const { search, filter } = filters;
  const themeName = useThemeName(search.theme);
  const personName = usePersonName(search.person, filter.period);
  return (
    <SectionFrame
      className="info-section"
      filters={filters}
      section="info"
      channels={useChannelOptions}
      markers={useMarkerOptions}
      focusName={{ theme: themeName, person: personName }}
    />
  );
}
