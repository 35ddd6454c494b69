import { AxisLeft, AxisRight, type TickRendererProps } from '@visx/axis';
import type { scaleLinear } from '@visx/scale';
import { CHART_FONT } from './chart-utils';
import { CHART_INK } from './palette';

/**
 * A tick label as one plain <text> (visx's default wraps each label in its own <svg>), in the
 * charts' font. Anchors are logical: in a right-to-left chart `end` is the label's left edge.
 */
export function AxisTick({ x, y, dx, dy, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={CHART_INK.muted} {...CHART_FONT}>
      {formattedValue}
    </text>
  );
}

interface ValueAxisProps {
  scale: ReturnType<typeof scaleLinear<number>>;
  ticks: number[];
  /** Right to left the value axis sits at the end (right) of the plot. */
  rtl: boolean;
  innerWidth: number;
  formatNumber: (value: number) => string;
}

/** The value (y) axis of the time charts: unlined labels at the start side of the plot. */
export function ValueAxis({ scale, ticks, rtl, innerWidth, formatNumber }: ValueAxisProps) {
  const shared = {
    scale,
    tickValues: ticks,
    tickFormat: (value: { valueOf(): number }) => formatNumber(Number(value)),
    hideAxisLine: true,
    hideTicks: true,
    tickComponent: AxisTick,
  };
  return rtl ? (
    <AxisRight {...shared} left={innerWidth} tickLabelProps={{ fontSize: CHART_FONT.fontSize, textAnchor: 'end', dx: '0.5em' }} />
  ) : (
    <AxisLeft {...shared} tickLabelProps={{ fontSize: CHART_FONT.fontSize, textAnchor: 'end', dx: '-0.5em' }} />
  );
}
