import { useLingui } from '@lingui/react/macro';
import { useInfoMarkersTop } from '@generated/api/info/info';
import { useStatisticsMarkers } from '@generated/api/statistics/statistics';
import { SentimentTableBlock } from '@kit/blocks/sentiment-table';
import { SeriesBlock } from '@kit/blocks/series-block';
import { TotalsBlock } from '@kit/blocks/totals-block';
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import { Blocks } from '@kit/layout/blocks';

/** Key entities (markers: organisations, events, projects): the top with its tonality and the dynamics. */
export function InfoEntities() {
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const top = useInfoMarkersTop(filter);
  const statistics = useStatisticsMarkers(filter, { query: { select: withSortedDynamics } });
  const none = t`No key entity was mentioned with the chosen filters.`;

  return (
    <div className="info-page">
      <PageHeader period={filter.period} />
      <Blocks>
        <TopBarsBlock
          title={t`Top key entities`}
          description={t`Mentions of each key entity over the period. Choose one to narrow the filters to it.`}
          exportName="top-key-entities"
          nameLabel={t`Key entity`}
          query={top}
          items={(data) => data.items}
          expected={filter.limit}
          onSelect={(marker) => drill({ markers: [marker.id] })}
          emptyText={none}
        />

        <SentimentTableBlock title={t`Tonality of the top key entities`} query={top} items={(data) => data.items} expected={filter.limit} nameLabel={t`Key entity`} emptyText={none} />

        <SeriesBlock
          title={t`Mentions of key entities by day`}
          description={t`Daily mentions of the chosen key entities; the five most mentioned are shown until you choose.`}
          exportName="key-entities-dynamics"
          query={statistics}
          items={(data) => data.statistics.items}
          pickerLabel={t`Key entities on the chart`}
          noneChosenText={t`Choose at least one key entity to draw the chart.`}
          emptyText={t`No key entity was mentioned with the chosen filters, so there are no dynamics to show.`}
          onSelectDate={(date) => drill({ period: dayPeriod(date) })}
        />

        <TotalsBlock
          title={t`Key entities: totals`}
          className="block-wide"
          query={statistics}
          totals={(data) => data.statistics}
          expected={filter.limit}
          caption={t`Mentions of each key entity over the period`}
          nameLabel={t`Key entity`}
          emptyText={none}
        />
      </Blocks>
    </div>
  );
}
