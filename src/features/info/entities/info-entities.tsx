import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useInfoMarkersTop } from '../../../../generated/api/info/info';
import { useStatisticsMarkers } from '../../../../generated/api/statistics/statistics';
import { useFormatters } from '../../../i18n/format';
import { withSortedDynamics } from '../../../lib/dynamics';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import { SeriesDynamics, TotalsTable } from '../persons/series-dynamics';
import { TopWithSentiment } from '../persons/top-with-sentiment';

/** Key entities (markers: organisations, events, projects): the top with its tonality and the dynamics. */
export function InfoEntities() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const top = useInfoMarkersTop(filter);
  const statistics = useStatisticsMarkers(filter, { query: { select: withSortedDynamics } });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;

  return (
    <div className="info-page">
      <header className="page-header">
        <h1>
          <Trans>Key entities</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        <QueryBlock
          title={t`Top key entities`}
          query={top}
          className="block-wide"
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No key entity was mentioned with the chosen filters.`}
        >
          {(data) => (
            <TopWithSentiment
              items={data.items}
              title={t`Top key entities`}
              description={t`Mentions of each key entity over the period and their tonality.`}
              exportName="top-key-entities"
              nameLabel={t`Key entity`}
            />
          )}
        </QueryBlock>

        <QueryBlock
          title={t`Mentions of key entities by day`}
          query={statistics}
          className="block-wide"
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No key entity was mentioned with the chosen filters, so there are no dynamics to show.`}
        >
          {(data) => (
            <SeriesDynamics
              items={data.statistics.items}
              chosen={chosen}
              onChoose={setChosen}
              title={t`Mentions of key entities by day`}
              description={t`Daily mentions of the chosen key entities; the five most mentioned are shown until you choose.`}
              exportName="key-entities-dynamics"
              pickerLabel={t`Key entities on the chart`}
              noneChosenText={t`Choose at least one key entity to draw the chart.`}
            />
          )}
        </QueryBlock>

        <QueryBlock
          title={t`Key entities: totals`}
          query={statistics}
          className="block-wide"
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No key entity was mentioned with the chosen filters.`}
        >
          {(data) => (
            <TotalsTable
              items={data.statistics.items}
              total={data.statistics.total}
              caption={t`Mentions of each key entity over the period`}
              nameLabel={t`Key entity`}
            />
          )}
        </QueryBlock>
      </div>
    </div>
  );
}
