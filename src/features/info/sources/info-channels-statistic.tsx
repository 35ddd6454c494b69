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
import { CHANNEL_TYPES, type ChannelTypeValue } from '@lib/filters/fields';
import { BarChart, DonutChart, LineChart } from '@ui/charts/lazy';
import { donutLegend } from '@ui/charts/legend';
import './sources.css';
import { Blocks } from '@kit/layout/blocks';
import { MentionBlocks } from '../shared/mention-blocks';
import { useComparedCall } from '@kit/compare/use-comparison';
import { comparedSeriesOf, useSeriesFigures } from '@kit/blocks/use-series-figures';
import { useChangeWords } from '@kit/compare/change-mark';
import { comparedState } from '@kit/compare/compared-status';
import { change, changeFigures } from '@lib/compare/change';

/** The answer with every dynamics sorted by date, the channel types' included. */
function sortAll(response: ChannelsStatisticsResponse): ChannelsStatisticsResponse {
  const sorted = withSortedDynamics(response);
  return {
    ...sorted,
    statistics: {
      ...sorted.statistics,
      types: sorted.statistics.types.map((entry) => ({ ...entry, dynamics: sortByDate(entry.dynamics) })),
    },
  };
}

type TypesChart = 'donut' | 'bars';

/** Mentions by source: the split by channel type, and each channel's mentions by day. */
export function InfoChannelsStatistic() {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter, drill } = useSectionFilters();
  const statistics = call.join(
    useStatisticsChannels(filter, { query: { select: sortAll } }),
    useStatisticsChannels(call.body(filter), { query: { select: sortAll, enabled: call.on } }),
  );
  const typeLabel = useChannelTypeLabel();
  const [typesChart, setTypesChart] = useState<TypesChart>('donut');
  const noTypes = t`No channel type has mentions with the chosen filters.`;
  const toType = (type: string) => drill({ channel_types: [type as ChannelTypeValue] });
  const lines = useSeriesFigures();
  const words = useChangeWords();
  // Channel types as items of a dynamics chart: a type's id is its place in the list of types.
  const typeItems = (data: ChannelsStatisticsResponse) =>
    data.statistics.types.map((entry) => ({
      id: CHANNEL_TYPES.indexOf(entry.type as ChannelTypeValue) + 1,
      name: typeLabel(entry.type),
      total: entry.total,
      dynamics: entry.dynamics,
      type: entry.type,
    }));
  const earlierTypes = comparedState(statistics, (data) => data.statistics.total === 0);
  const earlierOf = (type: string) =>
    earlierTypes.status === 'ready'
      ? (earlierTypes.data.statistics.types.find((entry) => entry.type === type)?.total ?? 0)
      : undefined;

  const chartSwitch = (
    <div className="chart-toggle" role="group" aria-label={t`Chart type`}>
      <button
        type="button"
        className="type-toggle"
        aria-pressed={typesChart === 'donut'}
        onClick={() => setTypesChart('donut')}
      >
        {t`Donut`}
      </button>
      <button
        type="button"
        className="type-toggle"
        aria-pressed={typesChart === 'bars'}
        onClick={() => setTypesChart('bars')}
      >
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
            const parts = types.map((entry) => ({
              key: entry.type,
              label: typeLabel(entry.type),
              value: entry.total,
              color: channelTypeColor(entry.type),
            }));
            const comparing = earlierTypes.status === 'ready';
            const moved = (type: string, value: number) => {
              const before = earlierOf(type);
              return before === undefined ? undefined : change(value, before);
            };
            // With a comparison, each type's line of the key says how it moved (the table has the figures).
            const legend = donutLegend(parts, fmt).map((item) => {
              const shift = moved(item.key, types.find((entry) => entry.type === item.key)?.total ?? 0);
              return shift ? { ...item, label: `${item.label} · ${words.mark(shift)} ${words.shown(shift)}` } : item;
            });
            return {
              table: {
                columns: [
                  { key: 'type', label: t`Channel type` },
                  { key: 'count', label: t`Mentions`, numeric: true },
                  { key: 'share', label: t`Share, %`, numeric: true },
                  ...(comparing
                    ? [
                        { key: 'previous', label: t`Compared period`, numeric: true, csvHeader: 'previous' },
                        { key: 'change', label: t`Change`, numeric: true, csvHeader: 'change' },
                        { key: 'change_pct', label: t`Change, %`, numeric: true, csvHeader: 'change_pct' },
                      ]
                    : []),
                ],
                rows: types.map((entry) => {
                  const shift = moved(entry.type, entry.total);
                  return {
                    type: typeLabel(entry.type),
                    count: entry.total,
                    share: total > 0 ? Math.round((entry.total / total) * 10000) / 100 : 0,
                    ...(shift ? changeFigures(shift) : {}),
                  };
                }),
              },
              legend: typesChart === 'donut' ? legend : undefined,
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
            const all = typeItems(data);
            const { series, table, legend } = lines.figures({
              shown: all.map((item) => ({ item, color: channelTypeColor(item.type) })),
              all,
              dayTotals: data.statistics.dynamics,
              compared: comparedSeriesOf(statistics, typeItems, (answer) => answer.statistics.dynamics),
            });
            return {
              table,
              legend,
              chart: ({ width, height }) => (
                <LineChart
                  width={width}
                  height={height}
                  valueLabel={lines.valueLabel(t`Mentions`)}
                  valueFormat={lines.valueFormat}
                  series={series}
                  onSelectDate={(date) => drill({ period: dayPeriod(date) })}
                />
              ),
            };
          }}
        </ChartBlock>

        <MentionBlocks
          of="channels"
          query={statistics}
          columns={[{ key: 'type', label: t`Channel type`, value: (item) => typeLabel(item.type) }]}
        />
      </Blocks>
    </div>
  );
}
