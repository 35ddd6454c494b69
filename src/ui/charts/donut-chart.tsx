import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { useFormatters } from '@i18n/format';
import { ChartPlot, useChartPlot } from './chart-plot';
import { donutShares, type DonutPart } from './legend';
import { CHART_INK } from './palette';

export type { DonutPart } from './legend';

export interface DonutChartProps {
  width: number;
  height: number;
  parts: readonly DonutPart[];
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
  /** Called with the slice a person clicks or chooses with Enter (a drill-down). */
  onSelectPart?: (part: DonutPart) => void;
  /** More words read with a part (its change against the compared period). */
  partWords?: (part: DonutPart) => string;
}

const TAU = Math.PI * 2;

/**
 * The path of a ring's segment from angle `start` to `end` (radians, clockwise from 12 o'clock)
 * between two radii; a whole turn is drawn as two halves (one arc cannot end where it starts).
 */
export function ringSegment(start: number, end: number, outer: number, inner: number): string {
  if (end - start >= TAU - 1e-9)
    return [ringSegment(0, Math.PI, outer, inner), ringSegment(Math.PI, TAU, outer, inner)].join(' ');
  // SVG path commands: move, arc, line, close.
  const point = (angle: number, radius: number) =>
    [(Math.sin(angle) * radius).toFixed(2), (-Math.cos(angle) * radius).toFixed(2)].join(',');
  const large = end - start > Math.PI ? 1 : 0;
  const outerArc = ['M', point(start, outer), 'A', outer, outer, 0, large, 1, point(end, outer)];
  const back =
    inner <= 0 ? ['L', '0,0'] : ['L', point(end, inner), 'A', inner, inner, 0, large, 0, point(start, inner)];
  return [...outerArc, ...back, 'Z'].join(' ');
}

/** Each part's start and end angle, in the given order, with a small gap between parts. */
export function ringAngles(values: readonly number[], gap: number): { start: number; end: number }[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let at = 0;
  return values.map((value) => {
    const sweep = total > 0 ? (value / total) * TAU : 0;
    const start = at;
    at += sweep;
    const pad = Math.min(gap / 2, sweep / 4);
    return values.length > 1 ? { start: start + pad, end: at - pad } : { start, end: at };
  });
}

/** Parts of a whole as a ring, the total in its centre (the legend with each share is the frame's). */
export function DonutChart({ width, height, parts, label, onSelectPart, partWords }: DonutChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const drawn = parts.filter((part) => part.value > 0);
  const plot = useChartPlot(drawn.length, {
    label,
    onChoose: onSelectPart
      ? (index) => {
          const part = drawn[index];
          if (part) onSelectPart(part);
        }
      : undefined,
  });
  const { cursor } = plot;
  if (width <= 0 || height <= 0) return null;

  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const shares = donutShares(drawn);
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const thickness = Math.max(12, radius * 0.36);
  const active = cursor.index === null ? undefined : drawn[cursor.index];
  const describe = (index: number) => {
    const part = drawn[index] as DonutPart;
    const more = partWords?.(part);
    return `${part.label}: ${format.number(part.value)} (${format.percent(shares[index] ?? 0)})${more ? `; ${more}` : ''}`;
  };

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={height}
      hint={
        onSelectPart
          ? t`Use the arrow keys to read the parts; Enter narrows the filters to the highlighted one.`
          : t`Use the arrow keys to read the parts.`
      }
      describe={describe}
    >
      <Group top={height / 2} left={width / 2}>
        {total > 0 ? (
          ringAngles(
            drawn.map((part) => part.value),
            0.008,
          ).map(({ start, end }, index) => {
            const part = drawn[index] as DonutPart;
            return (
              <path
                key={part.key}
                d={ringSegment(start, end, radius, Math.max(0, radius - thickness))}
                fill={part.color}
                stroke="#ffffff"
                strokeWidth={1}
                opacity={active && active.key !== part.key ? 0.45 : 1}
                onPointerEnter={() => cursor.point(index)}
                onClick={() => onSelectPart?.(part)}
              />
            );
          })
        ) : (
          <circle r={Math.max(0, radius - thickness / 2)} fill="none" stroke={CHART_INK.grid} strokeWidth={thickness} />
        )}
        <text
          y={-4}
          textAnchor="middle"
          fill={CHART_INK.text}
          fontSize={Math.max(14, Math.min(28, radius / 3.5))}
          fontWeight={700}
        >
          {format.number(active ? active.value : total)}
        </text>
        <text y={Math.max(14, Math.min(28, radius / 3.5)) * 0.5 + 8} textAnchor="middle" fill={CHART_INK.muted}>
          {active ? active.label : total > 0 ? t`Total` : t`No data`}
        </text>
      </Group>
    </ChartPlot>
  );
}
