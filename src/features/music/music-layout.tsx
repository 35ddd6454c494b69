import { getRouteApi } from '@tanstack/react-router';
import { SectionFrame } from '@kit/filters/section-frame';
import { useFilterState } from '@kit/filters/use-section-filters';
import { pickFilters } from '@lib/filters/fields';
import { useChannelOptions, useGenreName } from './filters/sources';
import './music.css';

/** The section's layout route: it validates the filters (src/lib/filters/url.ts). */
const route = getRouteApi('/cabinet/music');

/** Every music page: the section's filter bar above the page. */
export function MusicLayout() {
  const filters = useFilterState(route.useSearch({ select: pickFilters, structuralSharing: true }));
  const { search, filter } = filters;
  const genreName = useGenreName(search.theme, filter);
  return (
    <SectionFrame
      className="music-section"
      filters={filters}
      section="music"
      channels={useChannelOptions}
      focusName={{ theme: genreName }}
    />
  );
}
