import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { bandScale } from './scales';
import type { Day } from 'date-fns';
import { useMemo } from 'react';
import { addDays } from '@lib/compare/periods';
import { useFormatters } from '@i18n/format';
import { useMarkedDay } from './chart-context';
import { MarkedDayLine, useMarkedDayHint } from './marked-day';
import { BottomAxis, ChartTooltip, useValueAxis, ValueAxis } from './axis';
import { ChartPlot, useChartPlot } from './chart-plot';
import { clamp } from './chart-utils';
import { CHART_INK } from './palette';
import {
  COMPARED_DASH,
  LineMarkIcon,
  PARTIAL_DASH,
  spikeTriangle,
  usePartialWords,
  useSpikeWords,
} from './series-marks';
import { stackColumns, type DaySpike, type StackBucket, type StackedDatum, type StackKey } from './stacks';
import './stacks.css';

export {
  bucketStacks,
  MAX_BARS,
  MAX_COLUMNS,
  type BucketUnit,
  type StackBucket,
  type StackedDatum,
  type StackKey,
} from './stacks';

/** The period a stacked chart is compared with, drawn as a dashed outline over each column. */
export interface StackedCompared {
  /** Its points, set on the chosen period's days (alignStacks). */
  points: readonly StackedDatum[];
  /** Its name, in the tooltip and what the keyboard reads: "Previous period: 9 Nov – 15 Nov 2026". */
  label: string;
  /** Days from the chosen period's start to the compared one's (negative: earlier), to date its columns. */
  offsetDays: number;
  /** A change between the two figures, for the eye ("+5 (+33 %)") and for the ear ("up 5, 33 percent"). */
  describeChange: (current: number, previous: number) => { shown: string; spoken: string };
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
  /** The compared period, when a comparison is on and its figures have come. */
  compared?: StackedCompared;
  /** Each part drawn as a share of its column's total. */
  percent?: boolean;
  /** The days that stand out (stackSpikes); found from the points when absent, none when empty. */
  spikes?: ReadonlyMap<string, DaySpike>;
}

const MARGIN = { top: 16, bottom: 32, end: 12 };

/** An SVG path from its commands and numbers. */
const path = (...parts: readonly (string | number)[]) => parts.join(' ');

/**
 * Stacked columns per date (the keys stacked bottom-up in their order), summed into weeks or
 * months when there are too many dates to draw, with a tooltip per column that the pointer or the
 * arrow keys move. With a comparison, the compared period's total (or, in shares, its split)
 * is drawn as a dashed outline on each column; a column holding a day that stands out carries a
 * triangle, and its tooltip says how far above the usual day it is. A column holding a day still
 * coming in (today) is drawn lighter inside an outline of short dashes, and says so; it gets no
 * change against the compared period.
 */
export function StackedBarChart({
  width,
  height,
  points,
  keys,
  label,
  onSelectBucket,
  compared,
  percent = false,
  spikes,
}: StackedBarChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const spikeWords = useSpikeWords();
  const partialWords = usePartialWords();
  const markedDay = useMarkedDay();
  const markedHint = useMarkedDayHint();
  const weekStartsOn = format.weekStartsOn as Day;
  const comparedPoints = compared?.points;

  const { unit, columns } = useMemo(
    () =>
      stackColumns({
        points,
        keys,
        compared: comparedPoints,
        spikes,
        weekStartsOn,
        extraMarks: (comparedPoints ? 1 : 0) + 1,
      }),
    [points, keys, comparedPoints, spikes, weekStartsOn],
  );
  const choose = onSelectBucket
    ? (index: number) => {
        const column = columns[index];
        if (column) onSelectBucket(column.bucket);
      }
    : undefined;
  const plot = useChartPlot(columns.length, { label, onChoose: choose });
  const { cursor, rtl } = plot;

  const max = percent
    ? 1
    : Math.max(0, ...columns.map((column) => Math.max(column.total, column.compared?.total ?? 0)));
  const {
    innerWidth,
    innerHeight,
    marginLeft,
    yScale,
    ticks: valueTicks,
  } = useValueAxis({
    width,
    height,
    margin: MARGIN,
    domain: [0, max > 0 ? max : 1],
    rtl,
    formatNumber: percent ? format.percent : format.number,
  });
  const indexes = columns.map((_, index) => index);
  const xScale = bandScale({
    domain: indexes,
    range: rtl ? [innerWidth, 0] : [0, innerWidth],
    paddingInner: 0.2,
    paddingOuter: 0.1,
  });
  const band = xScale.bandwidth();
  const labelEvery = Math.max(1, Math.ceil(columns.length / Math.max(1, Math.floor(innerWidth / 72))));

  const range = (start: string, end: string) =>
    unit === 'day'
      ? format.date(start)
      : unit === 'week'
        ? `${format.date(start)} – ${format.date(end)}`
        : format.date(start, 'month');
  const bucketLabel = (bucket: StackBucket) => range(bucket.start, bucket.end);
  const comparedLabel = (bucket: StackBucket) =>
    compared ? range(addDays(bucket.start, compared.offsetDays), addDays(bucket.end, compared.offsetDays)) : '';
  const tickLabel = (index: number) => {
    const bucket = columns[index]?.bucket;
    if (!bucket) return '';
    return unit === 'month' ? format.date(bucket.start, 'monthShort') : format.dayMonth(bucket.start);
  };
  /** A part as the chart shows it: its count, or its share of the column with the count after it. */
  const shown = (value: number, total: number) =>
    percent ? `${format.percent(total > 0 ? value / total : 0)} (${format.number(value)})` : format.number(value);
  const describe = (index: number) => {
    const column = columns[index]!;
    const parts = keys.map(
      ({ key, label: keyLabel }) => `${keyLabel} ${shown(column.bucket.values[key] ?? 0, column.total)}`,
    );
    const partial = column.bucket.partial;
    let text = `${bucketLabel(column.bucket)}${partial ? ` (${partialWords.note})` : ''}: ${parts.join(', ')}; ${t`Total`} ${format.number(column.total)}`;
    if (compared && column.compared) {
      const before = format.number(column.compared.total);
      const dates = comparedLabel(column.bucket);
      text += `; ${t`Earlier, ${dates}: ${before}`}`;
      if (!partial) text += `, ${compared.describeChange(column.total, column.compared.total).spoken}`;
    }
    if (column.spike) text += `; ${spikeWords.spoken(column.spike.ratio)}`;
    return text;
  };

  /** The column under a point of the chart. */
  const columnAt = (point: { x: number }): number => {
    const first = (xScale(0) ?? 0) + band / 2;
    const step = columns.length > 1 ? (xScale(1) ?? 0) + band / 2 - first : 1;
    return clamp(Math.round((point.x - marginLeft - first) / step), 0, columns.length - 1);
  };

  if (width <= 0 || height <= 0) return null;
  const empty = columns.length === 0;
  // The column holding the marked day, when the chart's columns do.
  const markedIndex = markedDay
    ? columns.findIndex((column) => markedDay >= column.bucket.start && markedDay <= column.bucket.end)
    : -1;
  const marked = markedIndex >= 0 ? markedDay : undefined;
  const active = cursor.index === null ? undefined : columns[cursor.index];
  const activeX = cursor.index === null ? 0 : (xScale(cursor.index) ?? 0);
  const base = yScale(0);

  /** The compared period's outline on a column: its total, or in shares the borders between its parts. */
  const comparedPath = (x: number, values: Readonly<Record<string, number>>, total: number): string | undefined => {
    if (total <= 0) return undefined;
    if (!percent) return path('M', x, base, 'V', yScale(total), 'H', x + band, 'V', base);
    let sum = 0;
    const borders: (string | number)[] = ['M', x, yScale(1), 'h', band];
    for (const { key } of keys.slice(0, -1)) {
      sum += Math.max(0, values[key] ?? 0);
      borders.push('M', x, yScale(sum / total), 'h', band);
    }
    return path(...borders);
  };

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={height}
      hint={`${
        choose
          ? t`Use the arrow keys to read the values column by column; Enter narrows the period to the highlighted column.`
          : t`Use the arrow keys to read the values column by column.`
      }${marked ? ` ${markedHint(marked)}` : ''}`}
      describe={describe}
      positionAt={columnAt}
      clickChoosesHighlighted
      overlay={
        active &&
        cursor.index !== null && (
          <ChartTooltip left={marginLeft + activeX + band / 2} top={MARGIN.top + innerHeight / 3} width={width}>
            <p className="chart-tooltip-title">{bucketLabel(active.bucket)}</p>
            {active.bucket.partial && (
              <p className="chart-tooltip-partial">
                <LineMarkIcon mark="partial" color={CHART_INK.text} />
                <span>{partialWords.note}</span>
              </p>
            )}
            {active.spike && (
              <p className="stack-tooltip-spike">
                <svg
                  className="chart-line-mark"
                  width={24}
                  height={12}
                  viewBox="0 0 24 12"
                  aria-hidden="true"
                  focusable="false"
                >
                  <polygon points={spikeTriangle(12, 16, 5)} fill={CHART_INK.text} />
                </svg>{' '}
                {spikeWords.shown(active.spike.ratio)}
              </p>
            )}
            <ul className="chart-tooltip-list">
              {compared && active.compared && (
                <li className="stack-tooltip-head">
                  <span className="chart-tooltip-label" />
                  <span className="chart-tooltip-value">{t`Now`}</span>
                  <span className="stack-tooltip-previous">{t`Before`}</span>
                </li>
              )}
              {keys.map(({ key, label: keyLabel, color }) => (
                <li key={key}>
                  <span className="chart-swatch" style={{ backgroundColor: color }} aria-hidden="true" />
                  <span className="chart-tooltip-label">{keyLabel}</span>
                  <span className="chart-tooltip-value">{shown(active.bucket.values[key] ?? 0, active.total)}</span>
                  {active.compared && (
                    <span className="stack-tooltip-previous">
                      {shown(active.compared.values[key] ?? 0, active.compared.total)}
                    </span>
                  )}
                </li>
              ))}
              <li className="chart-tooltip-total">
                <span className="chart-tooltip-label">{t`Total`}</span>
                <span className="chart-tooltip-value">{format.number(active.total)}</span>
                {active.compared && (
                  <span className="stack-tooltip-previous">{format.number(active.compared.total)}</span>
                )}
              </li>
            </ul>
            {compared && active.compared && !active.bucket.partial && (
              <p className="stack-tooltip-compared">
                {comparedLabel(active.bucket)}: {compared.describeChange(active.total, active.compared.total).shown}
              </p>
            )}
          </ChartTooltip>
        )
      }
    >
      <Group left={marginLeft} top={MARGIN.top}>
        <ValueAxis ticks={valueTicks} rtl={rtl} innerWidth={innerWidth} />
        {active && (
          <rect
            x={activeX - (xScale.step() - band) / 2}
            y={0}
            width={xScale.step()}
            height={innerHeight}
            fill={CHART_INK.grid}
            opacity={0.6}
          />
        )}
        {empty && (
          <text x={innerWidth / 2} y={innerHeight / 2} textAnchor="middle" fill={CHART_INK.muted}>
            {t`No data for this period`}
          </text>
        )}
        {columns.map((column, index) => {
          const x = xScale(index) ?? 0;
          let sum = 0;
          const outline = column.compared && comparedPath(x, column.compared.values, column.compared.total);
          const peak = percent
            ? yScale(column.total > 0 ? 1 : 0)
            : yScale(Math.max(column.total, column.compared?.total ?? 0));
          return (
            <g key={column.bucket.start}>
              {keys.map(({ key, color }) => {
                const value = Math.max(0, column.bucket.values[key] ?? 0);
                if (value === 0) return null;
                const y0 = yScale(percent ? sum / column.total : sum);
                sum += value;
                const y1 = yScale(percent ? sum / column.total : sum);
                return (
                  <rect
                    key={key}
                    x={x}
                    y={y1}
                    width={band}
                    height={Math.max(0, y0 - y1)}
                    fill={color}
                    fillOpacity={column.bucket.partial ? 0.45 : undefined}
                  />
                );
              })}
              {column.bucket.partial && column.total > 0 && (
                <rect
                  className="stack-partial"
                  x={x}
                  y={yScale(percent ? 1 : column.total)}
                  width={band}
                  height={Math.max(0, base - yScale(percent ? 1 : column.total))}
                  fill="none"
                  stroke={CHART_INK.text}
                  strokeWidth={1.25}
                  strokeDasharray={PARTIAL_DASH}
                />
              )}
              {outline && (
                <path
                  className="stack-compared"
                  d={outline}
                  fill="none"
                  stroke={CHART_INK.text}
                  strokeWidth={1.5}
                  strokeDasharray={COMPARED_DASH}
                />
              )}
              {column.spike && (
                <polygon
                  className="chart-spike"
                  data-date={column.spike.date}
                  points={spikeTriangle(x + band / 2, peak, Math.min(6, Math.max(3, band / 2)))}
                  fill={CHART_INK.text}
                  stroke="#ffffff"
                  strokeWidth={1.5}
                  strokeLinejoin="round"
                />
              )}
            </g>
          );
        })}
        {marked && <MarkedDayLine x={(xScale(markedIndex) ?? 0) + band / 2} height={innerHeight} date={marked} />}
        <BottomAxis
          top={innerHeight}
          width={innerWidth}
          ticks={indexes
            .filter((index) => index % labelEvery === 0)
            .map((index) => ({ key: index, at: (xScale(index) ?? 0) + band / 2, label: tickLabel(index) }))}
        />
      </Group>
    </ChartPlot>
  );
}
