import { useLingui } from '@lingui/react/macro';
import { ParentSize } from '@visx/responsive';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormatters } from '../../i18n/format';
import { CSV_MIME, toCsv } from '../../lib/csv';
import { Alert } from '../alert';
import { Button } from '../button';
import { ChartFrameContext } from './chart-context';
import { downloadBlob, safeFileName } from './download';
import { chartToPng, type PngLegendItem } from './export-png';
import { useRtl } from './use-rtl';
import './charts.css';

export interface ChartTableColumn {
  key: string;
  label: string;
  /** Numbers in this column are localized and aligned to the end. */
  numeric?: boolean;
}

export interface ChartTable {
  columns: readonly ChartTableColumn[];
  rows: readonly Readonly<Record<string, string | number>>[];
}

export interface ChartFrameProps {
  title: string;
  /** The heading level of the title; 2 unless the page nests it deeper. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  description?: ReactNode;
  /** The chart's data as a table: shown by the "Table" toggle and exported as CSV. */
  table: ChartTable;
  /** The downloaded files' name without extension. */
  exportName?: string;
  /** The chart's height in pixels. */
  height?: number;
  className?: string;
  /** Draws the chart at the frame's width. */
  children: (size: { width: number; height: number }) => ReactNode;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rendered height of an element (0 until measured). ParentSize measures inside an absolutely
 * positioned layer, so the frame sizes that layer's box to the chart it drew (legend included).
 */
function useBlockSize(): [(node: HTMLElement | null) => void, number] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState(0);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setSize(Math.ceil(node.getBoundingClientRect().height)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, size];
}

/** The chart's data as an accessible table, numbers and dates in the reader's language. */
function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  const format = useFormatters();
  const captionId = useId();
  const cell = (value: string | number | undefined) =>
    typeof value === 'number' ? format.number(value) : value !== undefined && ISO_DATE.test(value) ? format.date(value) : (value ?? '');
  return (
    <div className="chart-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="chart-table">
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column, columnIndex) =>
                columnIndex === 0 && !column.numeric ? (
                  <th key={column.key} scope="row">
                    {cell(row[column.key])}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? 'is-numeric' : undefined}>
                    {cell(row[column.key])}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A chart's frame: a <figure> with the title as a heading, an optional description, and a toolbar
 * that swaps the chart for a table of its data and exports it as PNG or CSV. The chart itself is
 * drawn by `children` at the frame's width; its SVG takes the title as its accessible name.
 */
export function ChartFrame({ title, headingLevel = 2, description, table, exportName, height = 280, className, children }: ChartFrameProps) {
  const { t } = useLingui();
  const rtl = useRtl();
  const titleId = useId();
  const descriptionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [contentRef, contentHeight] = useBlockSize();
  const Heading = `h${headingLevel}` as 'h2';
  const fileName = safeFileName(exportName ?? title);

  const exportPng = async () => {
    const svg = plotRef.current?.querySelector<SVGSVGElement>('svg[role="img"]');
    if (!svg) return;
    setFailure(null);
    setExporting(true);
    try {
      const legend: PngLegendItem[] = [...(plotRef.current?.querySelectorAll<HTMLElement>('[data-legend-color]') ?? [])].map((item) => ({
        color: item.dataset.legendColor ?? '#000000',
        label: [...item.querySelectorAll('.chart-legend-label, .chart-legend-detail')].map((part) => part.textContent).join(' '),
      }));
      downloadBlob(await chartToPng(svg, { title, legend, rtl }), `${fileName}.png`);
    } catch {
      setFailure(t`The image could not be created. Please try again.`);
    } finally {
      setExporting(false);
    }
  };

  const exportCsv = () => {
    setFailure(null);
    downloadBlob(new Blob([toCsv(table.columns, table.rows)], { type: CSV_MIME }), `${fileName}.csv`);
  };

  return (
    <ChartFrameContext.Provider value={{ title }}>
      <figure
        className={`chart-frame${className ? ` ${className}` : ''}`}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <div className="chart-frame-header">
          <div className="chart-frame-heading">
            <Heading id={titleId} className="chart-frame-title">
              {title}
            </Heading>
            {description && (
              <p id={descriptionId} className="chart-frame-description">
                {description}
              </p>
            )}
          </div>
          <div className="chart-frame-toolbar" role="group" aria-label={t`Chart actions`}>
            <Button variant="secondary" aria-pressed={showTable} onClick={() => setShowTable((shown) => !shown)}>
              {t`Table`}
            </Button>
            <Button variant="secondary" aria-label={t`Download the chart as PNG`} pending={exporting} disabled={showTable} onClick={() => void exportPng()}>
              PNG
            </Button>
            <Button variant="secondary" aria-label={t`Download the data as CSV`} onClick={exportCsv}>
              CSV
            </Button>
          </div>
        </div>
        {failure && <Alert>{failure}</Alert>}
        {showTable ? (
          <ChartDataTable title={title} table={table} />
        ) : (
          <div ref={plotRef} className="chart-frame-plot" style={{ blockSize: contentHeight > 0 ? contentHeight : height }}>
            <ParentSize debounceTime={50} ignoreDimensions={['height', 'top', 'left']}>
              {({ width }) => <div ref={contentRef}>{width > 0 ? children({ width: Math.floor(width), height }) : null}</div>}
            </ParentSize>
          </div>
        )}
      </figure>
    </ChartFrameContext.Provider>
  );
}
