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
