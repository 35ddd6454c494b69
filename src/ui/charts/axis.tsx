import { linearScale, type LinearScale } from './scales';
import { useMemo, type ReactNode } from 'react';
import { CHART_FONT, textWidth } from './chart-utils';
import { CHART_INK } from './palette';

export interface AxisTick {
  key: string | number;
  /** Position along the axis, in the plot's pixels. */
  at: number;
  label: string;
}

/**
 * The time (x) axis under a plot: the baseline, a short mark and a label per tick. Plain SVG: the
 * labels need no wrapping or measuring, so no axis library is loaded for them.
 */
export function BottomAxis({ top, width, ticks }: { top: number; width: number; ticks: readonly AxisTick[] }) {
  return (
    <g transform={`translate(0, ${top})`} aria-hidden="true">
      <line x1={0} x2={width} stroke={CHART_INK.axis} />
      {ticks.map((tick) => (
        <g key={tick.key} transform={`translate(${tick.at}, 0)`}>
          <line y2={4} stroke={CHART_INK.axis} />
          <text y={8} dy="0.71em" textAnchor="middle" fill={CHART_INK.muted} {...CHART_FONT}>
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The value (y) axis of the time charts: unlined labels beside the plot, with a light grid line
 * across it for each. Right to left the labels stand on the right; the SVG's `direction` makes
 * `end` the label's left edge there, so one anchor serves both sides.
 */
export function ValueAxis({
  ticks,
  rtl,
  innerWidth,
}: {
  ticks: readonly AxisTick[];
  rtl: boolean;
  innerWidth: number;
}) {
  const x = rtl ? innerWidth + 8 : -8;
  return (
    <g aria-hidden="true" className="chart-value-axis">
      {ticks.map((tick) => (
        <g key={tick.key}>
          <line x1={0} x2={innerWidth} y1={tick.at} y2={tick.at} stroke={CHART_INK.grid} />
          <text x={x} y={tick.at} dy="0.32em" textAnchor="end" fill={CHART_INK.muted} {...CHART_FONT}>
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export interface ValueAxisOptions {
  width: number;
  height: number;
  /** The space above and below the plot, and at its end side (the value axis takes the start side). */
  margin: { top: number; bottom: number; end: number };
  /** The lowest and highest values to show; the scale rounds them out to its ticks. */
  domain: readonly [number, number];
  rtl: boolean;
  formatNumber: (value: number) => string;
  /** More room beside the tick labels (a title along the axis). */
  extraWidth?: number;
}

export interface ValueAxisLayout {
  innerWidth: number;
  innerHeight: number;
  /** Where the plot starts from the SVG's left edge: the axis's width, or the end margin right to left. */
  marginLeft: number;
  yScale: LinearScale;
  /** The ticks for ValueAxis. */
  ticks: AxisTick[];
  /** The widest tick label. */
  tickWidth: number;
}

/**
 * The layout of a time chart around its value axis: 2 to 6 ticks (one per 48 px of height) on a
 * linear scale from the bottom up, and the plot beside them, wide enough for the longest
 * localized tick label: to its right, or to its left right to left.
 */
export function useValueAxis({
  width,
  height,
  margin,
  domain,
  rtl,
  formatNumber,
  extraWidth = 0,
}: ValueAxisOptions): ValueAxisLayout {
  const [low, high] = domain;
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const tickCount = Math.max(2, Math.min(6, Math.floor(innerHeight / 48)));
  const yScale = useMemo(
    () => linearScale({ domain: [low, high], range: [innerHeight, 0], nice: tickCount }),
    [low, high, innerHeight, tickCount],
  );
  const values = yScale.ticks(tickCount);
  const tickWidth = Math.max(...values.map((tick) => textWidth(formatNumber(tick))), 8);
  const axisWidth = tickWidth + 14 + extraWidth;
  const marginLeft = rtl ? margin.end : axisWidth;
  const innerWidth = Math.max(0, width - marginLeft - (rtl ? axisWidth : margin.end));
  const ticks = values.map((tick) => ({ key: tick, at: yScale(tick), label: formatNumber(tick) }));
  return { innerWidth, innerHeight, marginLeft, yScale, ticks, tickWidth };
}

/** The tooltip of a chart, beside the highlighted position, turned to stay inside the plot. */
export function ChartTooltip({
  left,
  top,
  width,
  children,
}: {
  left: number;
  top: number;
  width: number;
  children: ReactNode;
}) {
  // Past the middle of the plot the box opens towards the start, so it never leaves the frame.
  const flip = left > width / 2;
  return (
    <div
      className="chart-tooltip"
      aria-hidden="true"
      style={{ left, top, transform: `translateX(${flip ? 'calc(-100% - 12px)' : '12px'})` }}
    >
      {children}
    </div>
  );
}
