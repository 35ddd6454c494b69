import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useInfoPersonCloud, useInfoPersonTop } from '../../../../generated/api/info/info';
import { useStatisticsPersons } from '../../../../generated/api/statistics/statistics';
import type { PersonCloudItem } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { withSortedDynamics } from '../../../lib/dynamics';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import './persons.css';
import { SeriesDynamics, TotalsTable } from './series-dynamics';
import { TopWithSentiment } from './top-with-sentiment';

/** Who was talked about: the top persons with the tonality of their mentions, the cloud and the dynamics. */
export function InfoPersons() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const top = useInfoPersonTop(filter);
  const cloud = useInfoPersonCloud(filter);
  const statistics = useStatisticsPersons(filter, { query: { select: withSortedDynamics } });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;

  return (
    <div className="info-page">
      <header className="page-header">
        <h1>
          <Trans>Persons</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        <QueryBlock
          title={t`Top persons`}
          query={top}
          className="block-wide"
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No person was mentioned with the chosen filters.`}
        >
          {(data) => (
            <TopWithSentiment
              items={data.items}
              withPosition
              title={t`Top persons`}
              description={t`Mentions of each person over the period and their tonality.`}
              exportName="top-persons"
              nameLabel={t`Person`}
            />
          )}
        </QueryBlock>

        <QueryBlock
          title={t`Persons cloud`}
          query={cloud}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`The cloud is empty: no person was mentioned with the chosen filters.`}
        >
          {(data) => <PersonCloud items={data.items} />}
        </QueryBlock>

        <QueryBlock
          title={t`Persons: totals`}
          query={statistics}
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No person was mentioned with the chosen filters.`}
        >
          {(data) => (
            <TotalsTable
              items={data.statistics.items}
              total={data.statistics.total}
              caption={t`Mentions of each person over the period`}
              nameLabel={t`Person`}
              columns={[{ key: 'position', label: t`Position`, value: (item) => item.position || '—' }]}
            />
          )}
        </QueryBlock>

        <QueryBlock
          title={t`Mentions of persons by day`}
          query={statistics}
          className="block-wide"
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No person was mentioned with the chosen filters, so there are no dynamics to show.`}
        >
          {(data) => (
            <SeriesDynamics
              items={data.statistics.items}
              chosen={chosen}
              onChoose={setChosen}
              title={t`Mentions of persons by day`}
              description={t`Daily mentions of the chosen persons; the five most mentioned are shown until you choose.`}
              exportName="persons-dynamics"
              pickerLabel={t`Persons on the chart`}
              noneChosenText={t`Choose at least one person to draw the chart.`}
            />
          )}
        </QueryBlock>
      </div>
    </div>
  );
}

/**
 * The persons cloud: a list, heaviest first, where the font grows with the weight. Each name is
 * followed by its mentions for screen readers, which do not see the size.
 */
function PersonCloud({ items }: { items: readonly PersonCloudItem[] }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <ul className="person-cloud" aria-label={t`Persons by mentions, most mentioned first`}>
      {items.map((item) => {
        const weight = Math.min(1, Math.max(0, item.weight));
        const mentions = fmt.number(item.count);
        return (
          <li key={item.id} className="person-cloud-item" style={{ fontSize: `${0.875 + weight * 1.375}rem`, fontWeight: weight >= 0.5 ? 600 : 400 }}>
            <span>{item.name}</span>{' '}
            <span className="visually-hidden">{t`(${mentions} mentions)`}</span>
          </li>
        );
      })}
    </ul>
  );
}
