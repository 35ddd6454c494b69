import { SectionFrame } from '@kit/filters/section-frame';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, usePersonName } from './filters/sources';
import './shared/video.css';

/** Every video page: the section's filter bar (no radio among its channel types) above the page. */
export function VideoLayout() {
  const { search, filter } = useSectionFilters();
  const personName = usePersonName(search.person, filter.period);
  return (
    <SectionFrame className="video-section" section="video" channels={useChannelOptions} focusName={{ person: personName }} />
  );
}
