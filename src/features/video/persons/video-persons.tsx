import { useLingui } from '@lingui/react/macro';
import { useVideoPersonsStatistics, useVideoPersonsStatisticsChannels } from '@generated/api/video/video';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { withSortedDynamics } from '@lib/dynamics';
import { AppearancesPage } from '../shared/appearances-page';
import { useComparedCall } from '@kit/compare/use-comparison';

/**
 * Who was seen on screen: the top persons, their appearances by day, their totals and where they
 * appeared. A person chosen in the top (or from the overview) focuses every block on them; the
 * filters name the person.
 */
export function VideoPersons() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { search, filter, drill } = useSectionFilters();
  const body = { ...filter, ...(search.person !== undefined ? { persons: [search.person] } : {}) };
  const statistics = call.join(
    useVideoPersonsStatistics(body, { query: { select: withSortedDynamics } }),
    useVideoPersonsStatistics(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const channels = call.join(
    useVideoPersonsStatisticsChannels(body, { query: { select: withSortedDynamics } }),
    useVideoPersonsStatisticsChannels(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  return (
    <AppearancesPage
      of="persons"
      focused={search.person}
      onFocus={(id) => drill({ person: id })}
      statistics={statistics}
      channels={channels}
      extra={{ key: 'position', header: t`Position`, value: (item) => item.position ?? '' }}
    />
  );
}
