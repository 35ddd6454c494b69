import { useLingui } from '@lingui/react/macro';
import type { Formatters } from '@i18n/format';
import { CHART_INK } from './palette';
import { LineMarkIcon, type LineMark } from './series-marks';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** Extra text after the label, e.g. a share or a total. */
  detail?: string;
  /**
   * What the entry keys: a colour (a square, the default), or a line style or mark drawn as the
   * chart draws it (the compared period's dashed line, the spikes' triangle), so the key does
   * not rest on colour alone.
   */
  mark?: LineMark;
}

/**
 * The key to a chart's colours and line styles, as a list. The items carry their colour in
 * `data-legend-color` (and their mark in `data-legend-mark`) so a PNG export can redraw them.
 */
export function Legend({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  // A line style is read out too: the drawing beside the words is hidden from screen readers.
  const markWords = {
    line: t`solid line:`,
    dashed: t`dashed line:`,
    partial: t`short dashes:`,
    spike: t`triangle:`,
  };
  return (
    <ul className="chart-legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="chart-legend-item" data-legend-color={item.color} data-legend-mark={item.mark}>
          {item.mark ? (
            <>
              <LineMarkIcon mark={item.mark} color={item.color} />
              <span className="visually-hidden">{markWords[item.mark]} </span>
            </>
          ) : (
            <span className="chart-swatch" style={{ backgroundColor: item.color }} aria-hidden="true" />
          )}
          <span className="chart-legend-label">{item.label}</span>
          {item.detail && <span className="chart-legend-detail">{item.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The keys of a comparison: the chosen period as a solid line, the compared one as a dashed
 * line, each named by its dates ("Previous period: 9 Nov – 15 Nov 2026").
 */
export function comparedLegend({ current, compared }: { current: string; compared: string }): LegendItem[] {
  return [
    { key: 'period-current', label: current, color: CHART_INK.muted, mark: 'line' },
    { key: 'period-compared', label: compared, color: CHART_INK.muted, mark: 'dashed' },
  ];
}

/** The key to the short dashes that lead to a day still coming in. */
export function partialLegendItem(label: string): LegendItem {
  return { key: 'still-coming-in', label, color: CHART_INK.muted, mark: 'partial' };
}

/** The key to the spikes' triangle. */
export function spikeLegendItem(label: string): LegendItem {
  return { key: 'spikes', label, color: CHART_INK.muted, mark: 'spike' };
}

/** The legend of several series (one series needs none: the title names it). */
export function seriesLegend(
  series: readonly { key: string; label: string; color: string }[],
): LegendItem[] | undefined {
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
