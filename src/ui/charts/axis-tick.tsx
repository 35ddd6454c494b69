import type { TickRendererProps } from '@visx/axis';
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
