import { useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useFormatters } from '../../i18n/format';
import { useChartLabel } from './chart-context';
import { CHART_FONT } from './chart-utils';
import { Legend } from './legend';
import { CHART_INK } from './palette';
import { useRtl } from './use-rtl';

export interface DonutPart {
  key: string;
  label: string;
  value: number;
  color: string;
}

export interface DonutChartProps {
  width: number;
  height: number;
  parts: readonly DonutPart[];
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
}

/** Each part's share of the total, from 0 to 1 (all 0 when the total is 0). */
export function donutShares(parts: readonly DonutPart[]): number[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  return parts.map((part) => (total > 0 ? Math.max(0, part.value) / total : 0));
}

/** Parts of a whole as a ring, the total in its centre and a legend with each part's share. */
export function DonutChart({ width, height, parts, label }: DonutChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const rtl = useRtl();
  const name = useChartLabel(label);
  if (width <= 0 || height <= 0) return null;

  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const shares = donutShares(parts);
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const thickness = Math.max(12, radius * 0.36);
  const drawn = parts.filter((part) => part.value > 0);

  return (
    <div className="chart-plot">
      <svg width={width} height={height} role="img" aria-label={name} direction={rtl ? 'rtl' : 'ltr'} className="chart-svg" {...CHART_FONT}>
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
                arcs.map((arc) => <path key={arc.data.key} d={path(arc) ?? ''} fill={arc.data.color} stroke="#ffffff" strokeWidth={1} />)
              }
            </Pie>
          ) : (
            <circle r={Math.max(0, radius - thickness / 2)} fill="none" stroke={CHART_INK.grid} strokeWidth={thickness} />
          )}
          <text y={-4} textAnchor="middle" fill={CHART_INK.text} fontSize={Math.max(14, Math.min(28, radius / 3.5))} fontWeight={700}>
            {format.number(total)}
          </text>
          <text y={Math.max(14, Math.min(28, radius / 3.5)) * 0.5 + 8} textAnchor="middle" fill={CHART_INK.muted}>
            {total > 0 ? t`Total` : t`No data`}
          </text>
        </Group>
      </svg>
      <Legend
        items={parts.map((part, index) => ({
          key: part.key,
          label: part.label,
          color: part.color,
          detail: `${format.percent(shares[index] ?? 0)} (${format.number(part.value)})`,
        }))}
      />
    </div>
  );
}
