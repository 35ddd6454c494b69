import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
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
      hint={onSelectPart ? t`Use the arrow keys to read the parts; Enter narrows the filters to the highlighted one.` : t`Use the arrow keys to read the parts.`}
      describe={describe}
    >
      <Group top={height / 2} left={width / 2}>
        {total > 0 ? (
          <Pie<DonutPart>
            data={drawn}
            pieValue={(part) => part.value}
            pieSort={null}
            pieSortValues={null}
            outerRadius={radius}
            innerRadius={Math.max(0, radius - thickness)}
            padAngle={drawn.length > 1 ? 0.008 : 0}
          >
            {({ arcs, path }) =>
              arcs.map((arc, index) => (
                <path
                  key={arc.data.key}
                  d={path(arc) ?? ''}
                  fill={arc.data.color}
                  stroke="#ffffff"
                  strokeWidth={1}
                  opacity={active && active.key !== arc.data.key ? 0.45 : 1}
                  onPointerEnter={() => cursor.point(index)}
                  onClick={() => onSelectPart?.(arc.data)}
                />
              ))
            }
          </Pie>
        ) : (
          <circle r={Math.max(0, radius - thickness / 2)} fill="none" stroke={CHART_INK.grid} strokeWidth={thickness} />
        )}
        <text y={-4} textAnchor="middle" fill={CHART_INK.text} fontSize={Math.max(14, Math.min(28, radius / 3.5))} fontWeight={700}>
          {format.number(active ? active.value : total)}
        </text>
        <text y={Math.max(14, Math.min(28, radius / 3.5)) * 0.5 + 8} textAnchor="middle" fill={CHART_INK.muted}>
          {active ? active.label : total > 0 ? t`Total` : t`No data`}
        </text>
      </Group>
    </ChartPlot>
  );
}
