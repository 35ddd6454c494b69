import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { bandScale } from './scales';
import { format as formatDate, startOfMonth, startOfWeek, type Day } from 'date-fns';
import { useMemo } from 'react';
import { useFormatters } from '@i18n/format';
import { BottomAxis, ChartTooltip, useValueAxis, ValueAxis } from './axis';
import { ChartPlot, useChartPlot } from './chart-plot';
import { clamp, toTime } from './chart-utils';
import { CHART_INK } from './palette';

export interface StackedDatum {
  /** `yyyy-MM-dd` (or an ISO date-time, counted on its day). */
  date: string;
  values: Readonly<Record<string, number>>;
}

export interface StackKey {
  key: string;
  label: string;
  color: string;
}

export interface StackedBarChartProps {
  width: number;
  height: number;
  /** One entry per date, sorted or not. */
  points: readonly StackedDatum[];
  keys: readonly StackKey[];
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
  /** Called with the column (a day, week or month) a person clicks or chooses with Enter. */
  onSelectBucket?: (bucket: StackBucket) => void;
}

export type BucketUnit = 'day' | 'week' | 'month';

export interface StackBucket {
  /** The first day of the bucket (`yyyy-MM-dd`): the date itself, its week's or its month's start. */
  start: string;
  /** The last date of the data that fell into it. */
  end: string;
  values: Record<string, number>;
}

/** Columns drawn per chart at most; beyond it dates are summed into weeks, then months. */
export const MAX_COLUMNS = 120;
/** Bars drawn per chart at most (columns times keys). */
export const MAX_BARS = 960;

const dayKey = (time: number) => formatDate(time, 'yyyy-MM-dd');

/**
 * The columns to draw: one per date while there are at most MAX_COLUMNS of them and at most
 * MAX_BARS bars, otherwise one per week (starting on `weekStartsOn`), otherwise one per month,
 * each summing its dates' values key by key.
 */
export function bucketStacks(
  data: readonly StackedDatum[],
  keyCount: number,
  weekStartsOn: Day = 1,
): { unit: BucketUnit; buckets: StackBucket[] } {
  const dated = data
    .map((datum) => ({ time: toTime(datum.date), values: datum.values }))
    .filter((datum) => Number.isFinite(datum.time))
    .sort((a, b) => a.time - b.time);
  const fits = (count: number) => count <= MAX_COLUMNS && count * Math.max(1, keyCount) <= MAX_BARS;
  const group = (unit: BucketUnit) => {
    const buckets = new Map<string, StackBucket>();
    for (const datum of dated) {
      const startTime =
        unit === 'day' ? datum.time : unit === 'week' ? startOfWeek(datum.time, { weekStartsOn }).getTime() : startOfMonth(datum.time).getTime();
      const start = dayKey(startTime);
      let bucket = buckets.get(start);
      if (!bucket) {
        bucket = { start, end: dayKey(datum.time), values: {} };
        buckets.set(start, bucket);
      }
      bucket.end = dayKey(datum.time);
      for (const [key, value] of Object.entries(datum.values)) {
        if (Number.isFinite(value)) bucket.values[key] = (bucket.values[key] ?? 0) + value;
      }
    }
    return [...buckets.values()];
  };
  for (const unit of ['day', 'week'] as const) {
    const buckets = group(unit);
    if (fits(buckets.length)) return { unit, buckets };
  }
  return { unit: 'month', buckets: group('month') };
}

const MARGIN = { top: 12, bottom: 32, end: 12 };

/**
 * Stacked columns per date (the keys stacked bottom-up in their order), summed into weeks or
 * months when there are too many dates to draw, with a tooltip per column that the pointer or the
 * arrow keys move.
 */
export function StackedBarChart({ width, height, points, keys, label, onSelectBucket }: StackedBarChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const weekStartsOn = format.weekStartsOn as Day;

  const { unit, buckets } = useMemo(() => bucketStacks(points, keys.length, weekStartsOn), [points, keys.length, weekStartsOn]);
  const totals = useMemo(() => buckets.map((bucket) => keys.reduce((sum, { key }) => sum + Math.max(0, bucket.values[key] ?? 0), 0)), [buckets, keys]);
  const choose = onSelectBucket
    ? (index: number) => {
        const bucket = buckets[index];
        if (bucket) onSelectBucket(bucket);
      }
    : undefined;
  const plot = useChartPlot(buckets.length, { label, onChoose: choose });
  const { cursor, rtl } = plot;

  const max = Math.max(0, ...totals);
  const { innerWidth, innerHeight, marginLeft, yScale, ticks: valueTicks } = useValueAxis({
    width,
    height,
    margin: MARGIN,
    domain: [0, max > 0 ? max : 1],
    rtl,
    formatNumber: format.number,
  });
  const indexes = buckets.map((_, index) => index);
  const xScale = bandScale({ domain: indexes, range: rtl ? [innerWidth, 0] : [0, innerWidth], paddingInner: 0.2, paddingOuter: 0.1 });
  const band = xScale.bandwidth();
  const labelEvery = Math.max(1, Math.ceil(buckets.length / Math.max(1, Math.floor(innerWidth / 72))));

  const bucketLabel = (bucket: StackBucket) =>
    unit === 'day' ? format.date(bucket.start) : unit === 'week' ? `${format.date(bucket.start)} – ${format.date(bucket.end)}` : format.date(bucket.start, 'month');
  const tickLabel = (index: number) => {
    const bucket = buckets[index];
    if (!bucket) return '';
    return unit === 'month' ? format.date(bucket.start, 'monthShort') : format.dayMonth(bucket.start);
  };
  const describe = (index: number) => {
    const bucket = buckets[index] as StackBucket;
    const parts = keys.map(({ key, label: keyLabel }) => `${keyLabel} ${format.number(bucket.values[key] ?? 0)}`);
    return `${bucketLabel(bucket)}: ${parts.join(', ')}; ${t`Total`} ${format.number(totals[index] ?? 0)}`;
  };

  /** The column under a point of the chart. */
  const columnAt = (point: { x: number }): number => {
    const first = (xScale(0) ?? 0) + band / 2;
    const step = buckets.length > 1 ? (xScale(1) ?? 0) + band / 2 - first : 1;
    return clamp(Math.round((point.x - marginLeft - first) / step), 0, buckets.length - 1);
  };

  if (width <= 0 || height <= 0) return null;
  const empty = buckets.length === 0;
  const active = cursor.index === null ? undefined : buckets[cursor.index];
  const activeX = cursor.index === null ? 0 : (xScale(cursor.index) ?? 0);

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={height}
      hint={choose ? t`Use the arrow keys to read the values column by column; Enter narrows the period to the highlighted column.` : t`Use the arrow keys to read the values column by column.`}
      describe={describe}
      positionAt={columnAt}
      clickChoosesHighlighted
      overlay={
        active &&
        cursor.index !== null && (
          <ChartTooltip left={marginLeft + activeX + band / 2} top={MARGIN.top + innerHeight / 3} width={width}>
            <p className="chart-tooltip-title">{bucketLabel(active)}</p>
            <ul className="chart-tooltip-list">
              {keys.map(({ key, label: keyLabel, color }) => (
                <li key={key}>
                  <span className="chart-swatch" style={{ backgroundColor: color }} aria-hidden="true" />
                  <span className="chart-tooltip-label">{keyLabel}</span>
                  <span className="chart-tooltip-value">{format.number(active.values[key] ?? 0)}</span>
                </li>
              ))}
              <li className="chart-tooltip-total">
                <span className="chart-tooltip-label">{t`Total`}</span>
                <span className="chart-tooltip-value">{format.number(totals[cursor.index] ?? 0)}</span>
              </li>
            </ul>
          </ChartTooltip>
        )
      }
    >
      <Group left={marginLeft} top={MARGIN.top}>
        <ValueAxis ticks={valueTicks} rtl={rtl} innerWidth={innerWidth} />
        {active && <rect x={activeX - (xScale.step() - band) / 2} y={0} width={xScale.step()} height={innerHeight} fill={CHART_INK.grid} opacity={0.6} />}
        {empty && (
          <text x={innerWidth / 2} y={innerHeight / 2} textAnchor="middle" fill={CHART_INK.muted}>
            {t`No data for this period`}
          </text>
        )}
        {buckets.map((bucket, index) => {
          const x = xScale(index) ?? 0;
          let base = 0;
          return (
            <g key={bucket.start}>
              {keys.map(({ key, color }) => {
                const value = Math.max(0, bucket.values[key] ?? 0);
                if (value === 0) return null;
                const y0 = yScale(base);
                base += value;
                const y1 = yScale(base);
                return <rect key={key} x={x} y={y1} width={band} height={Math.max(0, y0 - y1)} fill={color} />;
              })}
            </g>
          );
        })}
        <BottomAxis
          top={innerHeight}
          width={innerWidth}
          ticks={indexes.filter((index) => index % labelEvery === 0).map((index) => ({ key: index, at: (xScale(index) ?? 0) + band / 2, label: tickLabel(index) }))}
        />
      </Group>
    </ChartPlot>
  );
}
