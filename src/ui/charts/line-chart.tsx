import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { timeScale } from './scales';
import { useMemo } from 'react';
import { useFormatters } from '@i18n/format';
import { change } from '@lib/compare/change';
import { downsample } from '@lib/downsample';
import { BottomAxis, ChartTooltip, useValueAxis, ValueAxis } from './axis';
import { ChartPlot, useChartPlot } from './chart-plot';
import { hasTimeOfDay, nearestIndex, polyline, toTime } from './chart-utils';
import { useMarkedDay } from './chart-context';
import { MarkedDayLine, useMarkedDayHint } from './marked-day';
import { CHART_INK } from './palette';
import {
  COMPARED_DASH,
  LineMarkIcon,
  PARTIAL_DASH,
  spikeDays,
  spikeTriangle,
  strongestSpikes,
  usePartialWords,
  useSpikeWords,
  type LineSpike,
} from './series-marks';

export interface LinePoint {
  /** `yyyy-MM-dd` or an ISO date-time. */
  date: string;
  value: number;
  /**
   * The day's figures are still coming in (today): the way to it is drawn in short dashes, it is
   * never marked as standing out, and it says so. Only the last points of a series are.
   */
  partial?: boolean;
}

export type { LineSpike } from './series-marks';

/** A value of the compared period, set beside the main period's day it is aligned with. */
export interface ComparedLinePoint extends LinePoint {
  /** The compared period's own day (`date` is the main period's day it stands beside). */
  comparedDate: string;
}

export interface LineSeries {
  key: string;
  label: string;
  color: string;
  /** Sorted by date. */
  points: readonly LinePoint[];
  /** The same series in the compared period, aligned to the main period's days: drawn dashed and lighter, behind. */
  compared?: readonly ComparedLinePoint[];
  /**
   * The days that stand out, marked with a triangle. By default a daily series marks what
   * findSpikes finds in its values; a series of shares passes the spikes of its counts, and `[]`
   * marks none.
   */
  spikes?: readonly LineSpike[];
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
  /** How values are written on the axis and in the tooltip: counts, or shares (0 to 1) as percentages. */
  valueFormat?: 'number' | 'percent';
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
  partial?: boolean;
}

interface TimedCompared extends TimedPoint {
  comparedDate: string;
}

const DAY = 24 * 60 * 60 * 1000;
const MARGIN = { top: 12, bottom: 32, end: 24 };

/** The local day of a time, as `yyyy-MM-dd`. */
function dateOf(time: number): string {
  const day = new Date(time);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The days (`yyyy-MM-dd`) of the points still coming in. */
function partialDays(points: readonly LinePoint[]): Set<string> {
  return new Set(points.filter((point) => point.partial).map((point) => point.date.slice(0, 10)));
}

/**
 * A time series chart: one path per series (each downsampled with LTTB to the plot's width), a
 * light grid, localized axes, and a tooltip with every series' value at the nearest date, which
 * the pointer or the arrow keys move. A series' compared period is drawn behind it, dashed and
 * lighter, through the same point budget; the days that stand out carry a triangle (at most
 * MAX_SPIKE_MARKS of them), and the tooltip and the announcement say both values, the change and
 * the spike in words. The way to a day still coming in (a point marked `partial`) is drawn in
 * short dashes, and the tooltip and the announcement say its figures are still coming in and give
 * no change for it. Right to left, time runs from right to left and the value axis stands on the
 * right.
 */
export function LineChart({
  width,
  height,
  series,
  valueLabel,
  label,
  onSelectDate,
  valueFormat = 'number',
}: LineChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const spikeWords = useSpikeWords();
  const partialWords = usePartialWords();
  const markedDay = useMarkedDay();
  const markedHint = useMarkedDayHint();
  const formatValue = valueFormat === 'percent' ? format.percent : format.number;

  const withTime = useMemo(
    () => hasTimeOfDay(series.flatMap((line) => line.points.slice(0, 1).map((point) => point.date))),
    [series],
  );
  const parsed = useMemo(
    () =>
      series.map((line) => {
        const stillComingIn = partialDays(line.points);
        return {
          line,
          points: line.points
            .map((point): TimedPoint => ({ t: toTime(point.date), value: point.value, partial: point.partial }))
            .filter((point) => Number.isFinite(point.t) && Number.isFinite(point.value)),
          compared: (line.compared ?? [])
            .map((point): TimedCompared => ({
              t: toTime(point.date),
              value: point.value,
              comparedDate: point.comparedDate,
            }))
            .filter((point) => Number.isFinite(point.t) && Number.isFinite(point.value)),
          // Spikes are days: a series with times of day has none unless it says so. A day still
          // coming in never stands out, whatever the series was given.
          spikes: new Map(
            (line.spikes ?? (withTime ? [] : spikeDays(line.points)))
              .filter((spike) => !stillComingIn.has(spike.date))
              .map((spike) => [toTime(spike.date), spike.ratio]),
          ),
        };
      }),
    [series, withTime],
  );
  // The times whose figures are still coming in, in any series.
  const partialTimes = useMemo(
    () => new Set(parsed.flatMap(({ points }) => points.filter((point) => point.partial).map((point) => point.t))),
    [parsed],
  );
  // Every date of every series, sorted: the positions the tooltip moves between.
  const times = useMemo(() => {
    const all = new Set<number>();
    for (const { points, compared } of parsed) {
      for (const point of points) all.add(point.t);
      for (const point of compared) all.add(point.t);
    }
    return [...all].sort((a, b) => a - b);
  }, [parsed]);
  const valuesByTime = useMemo(
    () => parsed.map(({ points }) => new Map(points.map((point) => [point.t, point.value]))),
    [parsed],
  );
  const comparedByTime = useMemo(
    () => parsed.map(({ compared }) => new Map(compared.map((point) => [point.t, point]))),
    [parsed],
  );

  const [low, high] = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const { points, compared } of parsed)
      for (const point of [...points, ...compared]) {
        if (point.value < min) min = point.value;
        if (point.value > max) max = point.value;
      }
    if (!Number.isFinite(min)) return [0, valueFormat === 'percent' ? 0.01 : 1];
    min = Math.min(0, min);
    return [min, max > min ? max : min + (valueFormat === 'percent' ? 0.01 : 1)];
  }, [parsed, valueFormat]);

  const plot = useChartPlot(times.length, {
    label,
    onChoose: onSelectDate ? (index) => onSelectDate(dateOf(times[index] as number)) : undefined,
  });
  const { cursor, rtl } = plot;

  const {
    innerWidth,
    innerHeight,
    marginLeft,
    yScale,
    ticks: valueTicks,
    tickWidth,
  } = useValueAxis({
    width,
    height,
    margin: MARGIN,
    domain: [low, high],
    rtl,
    formatNumber: formatValue,
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

  // The compared lines keep to the same budget per line as the main ones.
  const budget = linePointBudget(innerWidth);
  // The whole days through the budget, drawn solid; the way from the last of them to the days
  // still coming in, drawn in short dashes.
  const drawn = useMemo(
    () =>
      parsed.map(({ points }) =>
        downsample(
          points.filter((point) => !point.partial),
          budget,
          (point) => point.t,
          (point) => point.value,
        ),
      ),
    [parsed, budget],
  );
  const drawnPartial = useMemo(
    () =>
      parsed.map(({ points }) => {
        const first = points.findIndex((point) => point.partial);
        return first < 0 ? [] : points.slice(Math.max(0, first - 1));
      }),
    [parsed],
  );
  const drawnCompared = useMemo(
    () =>
      parsed.map(({ compared }) =>
        downsample(
          compared,
          budget,
          (point) => point.t,
          (point) => point.value,
        ),
      ),
    [parsed, budget],
  );
  // The spike marks: the strongest ones, at most MAX_SPIKE_MARKS over all the series.
  const spikeMarks = useMemo(() => {
    const all: { series: number; t: number; value: number; ratio: number | undefined }[] = [];
    parsed.forEach(({ spikes }, index) => {
      for (const [time, ratio] of spikes) {
        const value = valuesByTime[index]?.get(time);
        if (value !== undefined) all.push({ series: index, t: time, value, ratio });
      }
    });
    return strongestSpikes(all);
  }, [parsed, valuesByTime]);

  const cursorTime = cursor.index === null ? undefined : times[cursor.index];

  const formatTick = (value: Date | { valueOf(): number }) => {
    const date = value instanceof Date ? value : new Date(value.valueOf());
    return to - from < 3 * DAY && withTime ? format.date(date, 'time') : format.dayMonth(date);
  };
  const formatWhen = (time: number) => (withTime ? format.dateTime(new Date(time)) : format.date(new Date(time)));
  const valueAt = (index: number, time: number) => valuesByTime[index]?.get(time);
  const comparedAt = (index: number, time: number) => comparedByTime[index]?.get(time);
  const spikeAt = (index: number, time: number) => {
    const spikes = parsed[index]?.spikes;
    return spikes?.has(time) ? { ratio: spikes.get(time) } : undefined;
  };
  const percentPoints = valueFormat === 'percent';
  // A change read aloud: "up 3, 25 percent", "down 2 percentage points", "new, none before".
  const spokenChange = (current: number, previous: number) => {
    const moved = change(current, previous);
    if (moved.isNew) return t`new, none before`;
    if (moved.direction === 'same') return t`no change`;
    const by = format.number(Math.abs(percentPoints ? Math.round(moved.abs * 1000) / 10 : moved.abs));
    if (percentPoints)
      return moved.direction === 'up' ? t`up ${by} percentage points` : t`down ${by} percentage points`;
    if (moved.pct === undefined) return moved.direction === 'up' ? t`up ${by}` : t`down ${by}`;
    const percent = format.number(Math.round(Math.abs(moved.pct) * 100));
    return moved.direction === 'up' ? t`up ${by}, ${percent} percent` : t`down ${by}, ${percent} percent`;
  };
  const describe = (position: number) => {
    const time = times[position] as number;
    // A day still coming in gets no change: its figures so far are not the day's.
    const partial = partialTimes.has(time);
    return `${formatWhen(time)}${partial ? ` (${partialWords.note})` : ''}: ${series
      .map((line, index) => {
        const value = valueAt(index, time);
        const compared = comparedAt(index, time);
        const spike = spikeAt(index, time);
        const notes: string[] = [];
        if (compared) {
          const day = format.dayMonth(compared.comparedDate);
          notes.push(
            `${day}: ${formatValue(compared.value)}${value === undefined || partial ? '' : `, ${spokenChange(value, compared.value)}`}`,
          );
        }
        if (spike) notes.push(spikeWords.spoken(spike.ratio));
        return `${line.label} ${value === undefined ? '—' : formatValue(value)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
      })
      .join(', ')}`;
  };

  const xTicks = xScale
    .ticks(xTickCount)
    .map((tick) => ({ key: tick.getTime(), at: xScale(tick), label: formatTick(tick) }));

  if (width <= 0 || height <= 0) return null;
  const empty = times.length === 0;
  const cursorX = cursorTime === undefined ? 0 : xScale(new Date(cursorTime));
  // The marked day, when the chart's days hold it.
  const markedTime = markedDay && !withTime ? toTime(markedDay) : undefined;
  const marked =
    markedTime !== undefined &&
    times.length > 0 &&
    markedTime >= (times[0] as number) &&
    markedTime <= (times.at(-1) as number)
      ? markedDay
      : undefined;

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={height}
      hint={`${onSelectDate ? t`Use the arrow keys to read the values date by date; Enter narrows the period to the highlighted day.` : t`Use the arrow keys to read the values date by date.`}${spikeMarks.length > 0 ? ` ${t`Triangles mark the days that stand out from the usual.`}` : ''}${marked ? ` ${markedHint(marked)}` : ''}`}
      describe={describe}
      // The date nearest the pointer, along the time axis.
      positionAt={(point) => nearestIndex(times, xScale.invert(point.x - marginLeft).getTime())}
      clickChoosesHighlighted
      overlay={
        cursorTime !== undefined && (
          <ChartTooltip left={marginLeft + cursorX} top={MARGIN.top + innerHeight / 3} width={width}>
            <p className="chart-tooltip-title">{formatWhen(cursorTime)}</p>
            {partialTimes.has(cursorTime) && (
              <p className="chart-tooltip-partial">
                <LineMarkIcon mark="partial" color={CHART_INK.text} />
                <span>{partialWords.note}</span>
              </p>
            )}
            <ul className="chart-tooltip-list">
              {series.map((line, index) => {
                const value = valueAt(index, cursorTime);
                const compared = comparedAt(index, cursorTime);
                const spike = spikeAt(index, cursorTime);
                return (
                  <li key={line.key} className="chart-tooltip-series">
                    <span className="chart-tooltip-row">
                      <span className="chart-swatch" style={{ backgroundColor: line.color }} aria-hidden="true" />
                      <span className="chart-tooltip-label">{line.label}</span>
                      <span className="chart-tooltip-value">{value === undefined ? '—' : formatValue(value)}</span>
                    </span>
                    {compared && (
                      <span className="chart-tooltip-row chart-tooltip-compared">
                        <LineMarkIcon mark="dashed" color={line.color} />
                        <span className="chart-tooltip-label">{format.dayMonth(compared.comparedDate)}:</span>
                        <span className="chart-tooltip-value">{formatValue(compared.value)}</span>
                      </span>
                    )}
                    {spike && (
                      <span className="chart-tooltip-row chart-tooltip-spike">
                        <LineMarkIcon mark="spike" color={line.color} />
                        <span className="chart-tooltip-label">{spikeWords.shown(spike.ratio)}</span>
                      </span>
                    )}
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
          <>
            {/* The compared periods first, so the main lines are drawn over them. */}
            {drawnCompared.map((points, index) => {
              const line = series[index] as LineSeries;
              return points.length === 0 ? null : (
                <path
                  key={`compared-${line.key}`}
                  className="chart-line-compared"
                  d={polyline(
                    points,
                    (point) => xScale(new Date(point.t)),
                    (point) => yScale(point.value),
                  )}
                  stroke={line.color}
                  strokeOpacity={0.6}
                  strokeWidth={1.5}
                  strokeDasharray={COMPARED_DASH}
                  strokeLinejoin="round"
                  fill="none"
                />
              );
            })}
            {drawn.map((points, index) => {
              const line = series[index] as LineSeries;
              return (
                <path
                  key={line.key}
                  d={polyline(
                    points,
                    (point) => xScale(new Date(point.t)),
                    (point) => yScale(point.value),
                  )}
                  stroke={line.color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  fill="none"
                />
              );
            })}
            {drawnPartial.map((points, index) => {
              const line = series[index] as LineSeries;
              return points.length === 0 ? null : (
                <path
                  key={`partial-${line.key}`}
                  className="chart-line-partial"
                  d={polyline(
                    points,
                    (point) => xScale(new Date(point.t)),
                    (point) => yScale(point.value),
                  )}
                  stroke={line.color}
                  strokeWidth={2}
                  strokeDasharray={PARTIAL_DASH}
                  strokeLinejoin="round"
                  fill="none"
                />
              );
            })}
            {marked && markedTime !== undefined && (
              <MarkedDayLine x={xScale(new Date(markedTime))} height={innerHeight} date={marked} />
            )}
            <g className="chart-spikes" aria-hidden="true">
              {spikeMarks.map((spike) => (
                <polygon
                  key={`${spike.series}-${spike.t}`}
                  className="chart-spike"
                  data-date={dateOf(spike.t)}
                  points={spikeTriangle(xScale(new Date(spike.t)), yScale(spike.value))}
                  fill={(series[spike.series] as LineSeries).color}
                  stroke="#ffffff"
                  strokeWidth={1.5}
                  strokeLinejoin="round"
                />
              ))}
            </g>
          </>
        )}
        <BottomAxis top={innerHeight} width={innerWidth} ticks={xTicks} />
        {valueLabel && (
          <text
            transform={
              rtl
                ? `translate(${innerWidth + tickWidth + 20}, ${innerHeight / 2}) rotate(90)`
                : `translate(${-(tickWidth + 20)}, ${innerHeight / 2}) rotate(-90)`
            }
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
              const compared = comparedAt(index, cursorTime);
              return compared === undefined ? null : (
                <circle
                  key={`compared-${line.key}`}
                  className="chart-cursor-compared"
                  cx={cursorX}
                  cy={yScale(compared.value)}
                  r={3}
                  fill="#ffffff"
                  stroke={line.color}
                  strokeWidth={1.5}
                />
              );
            })}
            {series.map((line, index) => {
              const value = valueAt(index, cursorTime);
              return value === undefined ? null : (
                <circle
                  key={line.key}
                  cx={cursorX}
                  cy={yScale(value)}
                  r={4}
                  fill={line.color}
                  stroke="#ffffff"
                  strokeWidth={2}
                />
              );
            })}
          </g>
        )}
      </Group>
    </ChartPlot>
  );
}
