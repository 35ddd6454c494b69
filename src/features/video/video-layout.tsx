import { Outlet } from '@tanstack/react-router';
import { FilterBar } from '@kit/filters/filter-bar';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, usePersonName } from './filters/sources';
import './shared/video.css';

/** Every video page: the section's filter bar (no radio among its channel types) above the page. */
export function VideoLayout() {
  const { search, filter } = useSectionFilters();
  const personName = usePersonName(search.person, filter.period);
  return (
    <div className="video-section">
      <FilterBar section="video" channels={useChannelOptions} focusName={{ person: personName }} />
      <Outlet />
    </div>
  );
}
