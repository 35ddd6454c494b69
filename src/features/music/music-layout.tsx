import { SectionFrame } from '@kit/filters/section-frame';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, useGenreName } from './filters/sources';
import './music.css';

/** Every music page: the section's filter bar above the page. */
export function MusicLayout() {
  const { search, filter } = useSectionFilters();
  const genreName = useGenreName(search.theme, filter);
  return (
    <SectionFrame className="music-section" section="music" channels={useChannelOptions} focusName={{ theme: genreName }} />
  );
}
