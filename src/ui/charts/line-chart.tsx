import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { timeScale } from './scales';
import { LinePath } from '@visx/shape';
import { useMemo } from 'react';
import { useFormatters } from '@i18n/format';
import { downsample } from '@lib/downsample';
import { BottomAxis, ChartTooltip, useValueAxis, ValueAxis } from './axis';
import { ChartPlot, useChartPlot } from './chart-plot';
import { hasTimeOfDay, nearestIndex, toTime } from './chart-utils';
import { CHART_INK } from './palette';

export interface LinePoint {
  /** `yyyy-MM-dd` or an ISO date-time. */
  date: string;
  value: number;
}

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  /** Sorted by date. */
  points: readonly LinePoint[];
}

export interface LineChartProps {
  width: number;
  height: number;
  series: readonly LineSeries[];
  /** What the values are (e.g. "Mentions"), written along the value axis. */
  valueLabel?: string;
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
  /** Called with the date (`yyyy-MM-dd`) a person clicks or chooses with Enter (a drill-down). */
  onSelectDate?: (date: string) => void;
}

/** Never more points per series than this, however wide the chart. */
export const LINE_MAX_POINTS = 500;

/** Points a series keeps on a plot this wide: one per 2 px, at most LINE_MAX_POINTS. */
export function linePointBudget(plotWidth: number): number {
  return Math.max(2, Math.min(LINE_MAX_POINTS, Math.floor(plotWidth / 2)));
}

interface TimedPoint {
  t: number;
  value: number;
}

const DAY = 24 * 60 * 60 * 1000;
const MARGIN = { top: 12, bottom: 32, end: 24 };

/** The local day of a time, as `yyyy-MM-dd`. */
function dateOf(time: number): string {
  const day = new Date(time);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * A time series chart: one path per series (each downsampled with LTTB to the plot's width), a
 * light grid, localized axes, and a tooltip with every series' value at the nearest date, which
 * the pointer or the arrow keys move. Right to left, time runs from right to left and the value
 * axis stands on the right.
 */
export function LineChart({ width, height, series, valueLabel, label, onSelectDate }: LineChartProps) {
  const { t } = useLingui();
  const format = useFormatters();

  const parsed = useMemo(
    () =>
      series.map((line) => ({
        line,
        points: line.points
          .map((point): TimedPoint => ({ t: toTime(point.date), value: point.value }))
          .filter((point) => Number.isFinite(point.t) && Number.isFinite(point.value)),
      })),
    [series],
  );
  const withTime = useMemo(() => hasTimeOfDay(series.flatMap((line) => line.points.slice(0, 1).map((point) => point.date))), [series]);
  // Every date of every series, sorted: the positions the tooltip moves between.
  const times = useMemo(() => {
    const all = new Set<number>();
    for (const { points } of parsed) for (const point of points) all.add(point.t);
    return [...all].sort((a, b) => a - b);
  }, [parsed]);
  const valuesByTime = useMemo(() => parsed.map(({ points }) => new Map(points.map((point) => [point.t, point.value]))), [parsed]);

  const [low, high] = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const { points } of parsed)
      for (const point of points) {
        if (point.value < min) min = point.value;
        if (point.value > max) max = point.value;
      }
    if (!Number.isFinite(min)) return [0, 1];
    min = Math.min(0, min);
    return [min, max > min ? max : min + 1];
  }, [parsed]);

  const plot = useChartPlot(times.length, { label, onChoose: onSelectDate ? (index) => onSelectDate(dateOf(times[index] as number)) : undefined });
  const { cursor, rtl } = plot;

  const { innerWidth, innerHeight, marginLeft, yScale, ticks: valueTicks, tickWidth } = useValueAxis({
    width,
    height,
    margin: MARGIN,
    domain: [low, high],
    rtl,
    formatNumber: format.number,
    extraWidth: valueLabel ? 22 : 0,
  });

  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? first;
  const [from, to] = last > first ? [first, last] : [first - DAY / 2, first + DAY / 2];
  const xScale = useMemo(
    () => timeScale({ domain: [new Date(from), new Date(to)], range: rtl ? [innerWidth, 0] : [0, innerWidth] }),
    [from, to, innerWidth, rtl],
  );
  const xTickCount = Math.max(2, Math.min(8, Math.floor(innerWidth / 96)));

  const budget = linePointBudget(innerWidth);
  const drawn = useMemo(
    () => parsed.map(({ points }) => downsample(points, budget, (point) => point.t, (point) => point.value)),
    [parsed, budget],
  );

  const cursorTime = cursor.index === null ? undefined : times[cursor.index];

  const formatTick = (value: Date | { valueOf(): number }) => {
    const date = value instanceof Date ? value : new Date(value.valueOf());
    return to - from < 3 * DAY && withTime ? format.date(date, 'time') : format.dayMonth(date);
  };
  const formatWhen = (time: number) => (withTime ? format.dateTime(new Date(time)) : format.date(new Date(time)));
  const valueAt = (index: number, time: number) => valuesByTime[index]?.get(time);
  const describe = (position: number) => {
    const time = times[position] as number;
    return `${formatWhen(time)}: ${series
      .map((line, index) => {
        const value = valueAt(index, time);
        return `${line.label} ${value === undefined ? '—' : format.number(value)}`;
      })
      .join(', ')}`;
  };

  const xTicks = xScale.ticks(xTickCount).map((tick) => ({ key: tick.getTime(), at: xScale(tick), label: formatTick(tick) }));

  if (width <= 0 || height <= 0) return null;
  const empty = times.length === 0;
  const cursorX = cursorTime === undefined ? 0 : xScale(new Date(cursorTime));

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={height}
      hint={onSelectDate ? t`Use the arrow keys to read the values date by date; Enter narrows the period to the highlighted day.` : t`Use the arrow keys to read the values date by date.`}
      describe={describe}
      // The date nearest the pointer, along the time axis.
      positionAt={(point) => nearestIndex(times, xScale.invert(point.x - marginLeft).getTime())}
      clickChoosesHighlighted
      overlay={
        cursorTime !== undefined && (
          <ChartTooltip left={marginLeft + cursorX} top={MARGIN.top + innerHeight / 3} width={width}>
            <p className="chart-tooltip-title">{formatWhen(cursorTime)}</p>
            <ul className="chart-tooltip-list">
              {series.map((line, index) => {
                const value = valueAt(index, cursorTime);
                return (
                  <li key={line.key}>
                    <span className="chart-swatch" style={{ backgroundColor: line.color }} aria-hidden="true" />
                    <span className="chart-tooltip-label">{line.label}</span>
                    <span className="chart-tooltip-value">{value === undefined ? '—' : format.number(value)}</span>
                  </li>
                );
              })}
            </ul>
          </ChartTooltip>
        )
      }
    >
      <Group left={marginLeft} top={MARGIN.top}>
        <ValueAxis ticks={valueTicks} rtl={rtl} innerWidth={innerWidth} />
        {empty ? (
          <text x={innerWidth / 2} y={innerHeight / 2} textAnchor="middle" fill={CHART_INK.muted}>
            {t`No data for this period`}
          </text>
        ) : (
          drawn.map((points, index) => {
            const line = series[index] as LineSeries;
            return (
              <LinePath<TimedPoint>
                key={line.key}
                data={points}
                x={(point) => xScale(new Date(point.t))}
                y={(point) => yScale(point.value)}
                stroke={line.color}
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
                fill="none"
              />
            );
          })
        )}
        <BottomAxis top={innerHeight} width={innerWidth} ticks={xTicks} />
        {valueLabel && (
          <text
            transform={rtl ? `translate(${innerWidth + tickWidth + 20}, ${innerHeight / 2}) rotate(90)` : `translate(${-(tickWidth + 20)}, ${innerHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            dy="0.35em"
            fill={CHART_INK.muted}
          >
            {valueLabel}
          </text>
        )}
        {cursorTime !== undefined && (
          <g className="chart-cursor" pointerEvents="none">
            <line x1={cursorX} x2={cursorX} y1={0} y2={innerHeight} stroke={CHART_INK.axis} strokeDasharray="3 3" />
            {series.map((line, index) => {
              const value = valueAt(index, cursorTime);
              return value === undefined ? null : (
                <circle key={line.key} cx={cursorX} cy={yScale(value)} r={4} fill={line.color} stroke="#ffffff" strokeWidth={2} />
              );
            })}
          </g>
        )}
      </Group>
    </ChartPlot>
  );
}
