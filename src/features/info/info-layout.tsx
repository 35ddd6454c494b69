import { SectionFrame } from '@kit/filters/section-frame';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useChannelOptions, useMarkerOptions, usePersonName, useThemeName } from './filters/sources';

/** Every info page: the section's filter bar above the page. */
export function InfoLayout() {
  const { search, filter } = useSectionFilters();
  const themeName = useThemeName(search.theme);
  const personName = usePersonName(search.person, filter.period);
  return (
    <SectionFrame className="info-section" section="info" channels={useChannelOptions} markers={useMarkerOptions} focusName={{ theme: themeName, person: personName }} />
  );
}
