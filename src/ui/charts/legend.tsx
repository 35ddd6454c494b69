import type { Formatters } from '@i18n/format';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Extra text after the label, e.g. a share or a total. */
  detail?: string;
}

/**
 * The key to a chart's colours, as a list. The items carry their colour in `data-legend-color`
 * so a PNG export can redraw them.
 */
export function Legend({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="chart-legend-item" data-legend-color={item.color}>
          <span className="chart-swatch" style={{ backgroundColor: item.color }} aria-hidden="true" />
          <span className="chart-legend-label">{item.label}</span>
          {item.detail && <span className="chart-legend-detail">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The legend of several series (one series needs none: the title names it). */
export function seriesLegend(series: readonly { key: string; label: string; color: string }[]): LegendItem[] | undefined {
  return series.length > 1 ? series.map(({ key, label, color }) => ({ key, label, color })) : undefined;
}

/** A part of a whole, as a donut chart draws it. */
export interface DonutPart {
  key: string;
  label: string;
  value: number;
  color: string;
}

/** Each part's share of the total, from 0 to 1 (all 0 when the total is 0). */
export function donutShares(parts: readonly DonutPart[]): number[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  return parts.map((part) => (total > 0 ? Math.max(0, part.value) / total : 0));
}

/** The donut's legend: each part with its share and count. */
export function donutLegend(parts: readonly DonutPart[], format: Formatters): LegendItem[] {
  const shares = donutShares(parts);
  return parts.map((part, index) => ({
    key: part.key,
    label: part.label,
    color: part.color,
    detail: `${format.percent(shares[index] ?? 0)} (${format.number(part.value)})`,
  }));
}
