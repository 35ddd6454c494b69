import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { MarkedDay } from '@kit/page/marked-day';
import {
  useVideoContentStatistics,
  useVideoContentStatisticsChannels,
  useVideoObjectsStatistics,
  useVideoObjectsStatisticsChannels,
} from '@generated/api/video/video';
import { useComparedCall } from '@kit/compare/use-comparison';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { Blocks } from '@kit/layout/blocks';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { AppearancesByDayBlock, ChannelBlocks, TotalsTableBlock } from '../shared/appearance-blocks';
import { ObjectsTopBlock, PersonsTopBlock } from '../shared/top-blocks';
import { ContentChartBlock } from './content-chart';

const mainRoute = getRouteApi('/cabinet/video/main');

/**
 * The overview of the period on screen: which objects and faces appeared, where and how often,
 * and what the air was made of (airtime by content category, with the airings behind each day).
 * Each block asks for its own data, and again for the compared period when a comparison is on.
 */
export function VideoMain() {
  const { filter } = useSectionFilters();
  const mark = mainRoute.useSearch({ select: (search) => search.mark });
  return (
    <div className="video-page">
      <PageHeader period={filter.period} />
      <MarkedDay mark={mark}>
        <Blocks>
          <ObjectsTopBlock />
          <PersonsTopBlock />
          <ObjectsStatistics />
          <ContentChartBlock />
          <ContentStatistics />
        </Blocks>
      </MarkedDay>
    </div>
  );
}

function ObjectsStatistics() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const statistics = call.join(
    useVideoObjectsStatistics(filter, { query: { select: withSortedDynamics } }),
    useVideoObjectsStatistics(call.body(filter), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const bars = { ...filter, channel_dynamics: false };
  const channels = call.join(
    useVideoObjectsStatisticsChannels(bars, { query: { select: withSortedDynamics } }),
    useVideoObjectsStatisticsChannels(call.body(bars), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const none = t`No object was recognised on the chosen channels in this period.`;
  return (
    <>
      <AppearancesByDayBlock of="objects" query={statistics} emptyText={none} wide={false} />
      <ChannelBlocks of="objects" query={channels} emptyText={none} dynamics={false} />
    </>
  );
}

function ContentStatistics() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const statistics = call.join(
    useVideoContentStatistics(filter, { query: { select: withSortedDynamics } }),
    useVideoContentStatistics(call.body(filter), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const bars = { ...filter, channel_dynamics: false };
  const channels = call.join(
    useVideoContentStatisticsChannels(bars, { query: { select: withSortedDynamics } }),
    useVideoContentStatisticsChannels(call.body(bars), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const none = t`No airing on the chosen channels in this period.`;
  return (
    <>
      <TotalsTableBlock
        of="content"
        query={statistics}
        totals={(data) => ({
          ...data.statistics,
          items: data.statistics.items.map((item) => ({ ...item, id: item.category_id, name: item.category_name })),
        })}
        emptyText={none}
      />
      <ChannelBlocks of="content" query={channels} emptyText={none} dynamics={false} />
    </>
  );
}
