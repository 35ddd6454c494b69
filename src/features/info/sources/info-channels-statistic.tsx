import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useStatisticsChannels } from '../../../../generated/api/statistics/statistics';
import type { ChannelsStatisticsResponse } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { sortByDate, withSortedDynamics } from '../../../lib/dynamics';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { LineChart } from '../../../ui/charts/line-chart';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import { SeriesDynamics, TotalsTable } from '../persons/series-dynamics';
import { channelTypeColor, useChannelTypeLabel } from './channel-types';
import './sources.css';

/** The answer with every dynamics sorted by date, the channel types' included. */
function sortAll(response: ChannelsStatisticsResponse): ChannelsStatisticsResponse {
  const sorted = withSortedDynamics(response);
  return { ...sorted, statistics: { ...sorted.statistics, types: sorted.statistics.types.map((entry) => ({ ...entry, dynamics: sortByDate(entry.dynamics) })) } };
}

type TypesChart = 'donut' | 'bars';

/** Mentions by source: the split by channel type, and each channel's mentions by day. */
export function InfoChannelsStatistic() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const statistics = useStatisticsChannels(filter, { query: { select: sortAll } });
  const typeLabel = useChannelTypeLabel();
  const [typesChart, setTypesChart] = useState<TypesChart>('donut');
  const [chosen, setChosen] = useState<number[] | null>(null);
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;

  const chartSwitch = (
    <div className="chart-toggle" role="group" aria-label={t`Chart type`}>
      <button type="button" className="type-toggle" aria-pressed={typesChart === 'donut'} onClick={() => setTypesChart('donut')}>
        {t`Donut`}
      </button>
      <button type="button" className="type-toggle" aria-pressed={typesChart === 'bars'} onClick={() => setTypesChart('bars')}>
        {t`Bars`}
      </button>
    </div>
  );

  return (
    <div className="info-page">
      <header className="page-header">
        <h1>
          <Trans>Channel statistics</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        <QueryBlock
          title={t`Mentions by channel type`}
          query={statistics}
          actions={chartSwitch}
          isEmpty={(data) => data.statistics.types.length === 0 || data.statistics.total === 0}
          emptyText={t`No channel type has mentions with the chosen filters.`}
        >
          {(data) => {
            const { types, total } = data.statistics;
            const parts = types.map((entry) => ({ key: entry.type, label: typeLabel(entry.type), value: entry.total, color: channelTypeColor(entry.type) }));
            return (
              <ChartFrame
                headingLevel={3}
                title={t`Mentions by channel type`}
                description={t`Share of all mentions on each type of channel over the period.`}
                exportName="mentions-by-channel-type"
                table={{
                  columns: [
                    { key: 'type', label: t`Channel type` },
                    { key: 'count', label: t`Mentions`, numeric: true },
                    { key: 'share', label: t`Share, %`, numeric: true },
                  ],
                  rows: types.map((entry) => ({
                    type: typeLabel(entry.type),
                    count: entry.total,
                    share: total > 0 ? Math.round((entry.total / total) * 10000) / 100 : 0,
                  })),
                }}
              >
                {({ width, height }) =>
                  typesChart === 'donut' ? <DonutChart width={width} height={height} parts={parts} /> : <BarChart width={width} height={height} items={parts} />
                }
              </ChartFrame>
            );
          }}
        </QueryBlock>

        <QueryBlock
          title={t`Channel types by day`}
          query={statistics}
          isEmpty={(data) => data.statistics.types.length === 0 || data.statistics.total === 0}
          emptyText={t`No channel type has mentions with the chosen filters.`}
        >
          {(data) => {
            const { types, dynamics } = data.statistics;
            const dates = dynamics.map((point) => point.date);
            return (
              <ChartFrame
                headingLevel={3}
                title={t`Channel types by day`}
                description={t`Daily mentions on each type of channel.`}
                exportName="channel-types-dynamics"
                table={{
                  columns: [{ key: 'date', label: t`Date` }, ...types.map((entry) => ({ key: entry.type, label: typeLabel(entry.type), numeric: true }))],
                  rows: dates.map((date) => {
                    const row: Record<string, string | number> = { date };
                    for (const entry of types) row[entry.type] = entry.dynamics.find((point) => point.date === date)?.count ?? 0;
                    return row;
                  }),
                }}
              >
                {({ width, height }) => (
                  <LineChart
                    width={width}
                    height={height}
                    valueLabel={t`Mentions`}
                    series={types.map((entry) => ({
                      key: entry.type,
                      label: typeLabel(entry.type),
                      color: channelTypeColor(entry.type),
                      points: entry.dynamics.map((point) => ({ date: point.date, value: point.count })),
                    }))}
                  />
                )}
              </ChartFrame>
            );
          }}
        </QueryBlock>

        <QueryBlock
          title={t`Mentions of channels by day`}
          query={statistics}
          className="block-wide"
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No channel has mentions with the chosen filters, so there are no dynamics to show.`}
        >
          {(data) => (
            <SeriesDynamics
              items={data.statistics.items}
              chosen={chosen}
              onChoose={setChosen}
              title={t`Mentions of channels by day`}
              description={t`Daily mentions on the chosen channels; the five with the most mentions are shown until you choose.`}
              exportName="channels-dynamics"
              pickerLabel={t`Channels on the chart`}
              noneChosenText={t`Choose at least one channel to draw the chart.`}
            />
          )}
        </QueryBlock>

        <QueryBlock
          title={t`Channels: totals`}
          query={statistics}
          className="block-wide"
          isEmpty={(data) => data.statistics.items.length === 0}
          emptyText={t`No channel has mentions with the chosen filters.`}
        >
          {(data) => (
            <TotalsTable
              items={data.statistics.items}
              total={data.statistics.total}
              caption={t`Mentions on each channel over the period`}
              nameLabel={t`Channel`}
              columns={[{ key: 'type', label: t`Channel type`, value: (item) => typeLabel(item.type) }]}
            />
          )}
        </QueryBlock>
      </div>
    </div>
  );
}
