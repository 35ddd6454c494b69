import { useLingui } from '@lingui/react/macro';
import { useInfoMarkersTop } from '@generated/api/info/info';
import { useStatisticsMarkers } from '@generated/api/statistics/statistics';
import { SentimentTableBlock } from '@kit/blocks/sentiment-table';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { Blocks } from '@kit/layout/blocks';
import { MentionBlocks } from '../shared/mention-blocks';
import { InfoTopBlock } from '../shared/top-block';
import { useComparedCall } from '@kit/compare/use-comparison';

/** Key entities (markers: organisations, events, projects): the top with its tonality and the dynamics. */
export function InfoEntities() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const top = call.join(
    useInfoMarkersTop(filter),
    useInfoMarkersTop(call.body(filter), { query: { enabled: call.on } }),
  );
  const statistics = call.join(
    useStatisticsMarkers(filter, { query: { select: withSortedDynamics } }),
    useStatisticsMarkers(call.body(filter), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const none = t`No key entity was mentioned with the chosen filters.`;

  return (
    <div className="info-page">
      <PageHeader period={filter.period} />
      <Blocks>
        <InfoTopBlock
          of="key-entities"
          query={top}
          onSelect={(marker) => drill({ markers: [marker.id] })}
          emptyText={none}
        />

        <SentimentTableBlock
          title={t`Tonality of the top key entities`}
          query={top}
          items={(data) => data.items}
          expected={filter.limit}
          nameLabel={t`Key entity`}
          emptyText={none}
        />

        <MentionBlocks of="key-entities" query={statistics} />
      </Blocks>
    </div>
  );
}
