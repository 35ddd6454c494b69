import { getRouteApi } from '@tanstack/react-router';
import { SectionFrame } from '@kit/filters/section-frame';
import { useFilterState } from '@kit/filters/use-section-filters';
import { pickFilters } from '@lib/filters/fields';
import { useChannelOptions, usePersonName } from './filters/sources';
import './shared/video.css';

/** The section's layout route: it validates the filters (src/lib/filters/url.ts). */
const route = getRouteApi('/cabinet/video');

/** Every video page: the section's filter bar (no radio among its channel types) above the page. */
export function VideoLayout() {
  const filters = useFilterState(route.useSearch({ select: pickFilters, structuralSharing: true }));
  const { search, filter } = filters;
  const personName = usePersonName(search.person, filter.period);
  return (
    <SectionFrame
      className="video-section"
      filters={filters}
      section="video"
      channels={useChannelOptions}
      focusName={{ person: personName }}
    />
  );
}
