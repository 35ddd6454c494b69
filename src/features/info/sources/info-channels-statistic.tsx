import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useStatisticsChannels } from '@generated/api/statistics/statistics';
import type { ChannelsStatisticsResponse } from '@generated/model';
import { ChartBlock } from '@kit/blocks/chart-block';
import { channelTypeColor, useChannelTypeLabel } from '@kit/channels';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { useFormatters } from '@i18n/format';
import { sortByDate, withSortedDynamics } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import type { ChannelTypeValue } from '@lib/filters/fields';
import { BarChart, DonutChart, LineChart } from '@ui/charts/lazy';
import { donutLegend, seriesLegend } from '@ui/charts/legend';
import './sources.css';
import { Blocks } from '@kit/layout/blocks';
import { MentionBlocks } from '../shared/mention-blocks';
import { useComparedCall } from '@kit/compare/use-comparison';

/** The answer with every dynamics sorted by date, the channel types' included. */
function sortAll(response: ChannelsStatisticsResponse): ChannelsStatisticsResponse {
  const sorted = withSortedDynamics(response);
  return { ...sorted, statistics: { ...sorted.statistics, types: sorted.statistics.types.map((entry) => ({ ...entry, dynamics: sortByDate(entry.dynamics) })) } };
}

type TypesChart = 'donut' | 'bars';

/** Mentions by source: the split by channel type, and each channel's mentions by day. */
export function InfoChannelsStatistic() {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter, drill } = useSectionFilters();
  const statistics = call.join(useStatisticsChannels(filter, { query: { select: sortAll } }), useStatisticsChannels(call.body(filter), { query: { select: sortAll, enabled: call.on } }));
  const typeLabel = useChannelTypeLabel();
  const [typesChart, setTypesChart] = useState<TypesChart>('donut');
  const noTypes = t`No channel type has mentions with the chosen filters.`;
  const toType = (type: string) => drill({ channel_types: [type as ChannelTypeValue] });

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
      <PageHeader period={filter.period} />
      <Blocks>
        <ChartBlock
          title={t`Mentions by channel type`}
          description={t`Share of all mentions on each type of channel over the period. Choose a type to narrow the filters to it.`}
          exportName="mentions-by-channel-type"
          actions={chartSwitch}
          query={statistics}
          isEmpty={(data) => data.statistics.types.length === 0 || data.statistics.total === 0}
          emptyText={noTypes}
        >
          {(data) => {
            const { types, total } = data.statistics;
            const parts = types.map((entry) => ({ key: entry.type, label: typeLabel(entry.type), value: entry.total, color: channelTypeColor(entry.type) }));
            return {
              table: {
                columns: [
                  { key: 'type', label: t`Channel type` },
                  { key: 'count', label: t`Mentions`, numeric: true },
                  { key: 'share', label: t`Share, %`, numeric: true },
                ],
                rows: types.map((entry) => ({ type: typeLabel(entry.type), count: entry.total, share: total > 0 ? Math.round((entry.total / total) * 10000) / 100 : 0 })),
              },
              legend: typesChart === 'donut' ? donutLegend(parts, fmt) : undefined,
              chart: ({ width, height }) =>
                typesChart === 'donut' ? (
                  <DonutChart width={width} height={height} parts={parts} onSelectPart={(part) => toType(part.key)} />
                ) : (
                  <BarChart width={width} height={height} items={parts} onSelect={(bar) => toType(bar.key)} />
                ),
            };
          }}
        </ChartBlock>

        <ChartBlock
          title={t`Channel types by day`}
          description={t`Daily mentions on each type of channel.`}
          exportName="channel-types-dynamics"
          query={statistics}
          isEmpty={(data) => data.statistics.types.length === 0 || data.statistics.total === 0}
          emptyText={noTypes}
        >
          {(data) => {
            const { types, dynamics } = data.statistics;
            const series = types.map((entry) => ({
              key: entry.type,
              label: typeLabel(entry.type),
              color: channelTypeColor(entry.type),
              points: entry.dynamics.map((point) => ({ date: point.date, value: point.count })),
            }));
            return {
              table: {
                columns: [{ key: 'date', label: t`Date` }, ...types.map((entry) => ({ key: entry.type, label: typeLabel(entry.type), numeric: true }))],
                rows: dynamics.map(({ date }) => {
                  const row: Record<string, string | number> = { date };
                  for (const entry of types) row[entry.type] = entry.dynamics.find((point) => point.date === date)?.count ?? 0;
                  return row;
                }),
              },
              legend: seriesLegend(series),
              chart: ({ width, height }) => <LineChart width={width} height={height} valueLabel={t`Mentions`} series={series} onSelectDate={(date) => drill({ period: dayPeriod(date) })} />,
            };
          }}
        </ChartBlock>

        <MentionBlocks of="channels" query={statistics} columns={[{ key: 'type', label: t`Channel type`, value: (item) => typeLabel(item.type) }]} />
      </Blocks>
    </div>
  );
}
