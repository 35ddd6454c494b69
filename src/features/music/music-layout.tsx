import { Outlet } from '@tanstack/react-router';
import { FilterBar } from '@kit/filters/filter-bar';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, useGenreName } from './filters/sources';
import './music.css';

/** Every music page: the section's filter bar above the page. */
export function MusicLayout() {
  const { search, filter } = useSectionFilters();
  const genreName = useGenreName(search.theme, filter);
  return (
    <div className="music-section">
      <FilterBar section="music" channels={useChannelOptions} focusName={{ theme: genreName }} />
      <Outlet />
    </div>
  );
}
