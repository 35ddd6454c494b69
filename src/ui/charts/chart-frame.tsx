import { useLingui } from '@lingui/react/macro';
import { Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFormatters } from '@i18n/format';
import { CSV_MIME, toCsv } from '@lib/csv';
import { Alert } from '../alert';
import { Button } from '../button';
import { BlockLoading } from '../query-block';
import { ChartFrameContext } from './chart-context';
import { downloadBlob, safeFileName } from '../download';
import { Legend, type LegendItem } from './legend';
import { useRtl } from './use-rtl';
import './charts.css';

export interface ChartTableColumn {
  key: string;
  label: string;
  /** Numbers in this column are localized and aligned to the end. */
  numeric?: boolean;
  /** Numbers in this column are shares (0 to 1), shown as percentages (the CSV keeps the share). */
  percent?: boolean;
  /** The column's name in the CSV, where it differs from its label (a name for formulas: `change_pct`). */
  csvHeader?: string;
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
  table?: ChartTable;
  /** The key to the chart's colours, under the plot (and in the PNG). */
  legend?: readonly LegendItem[];
  /** The downloaded files' name without extension. */
  exportName?: string;
  /**
   * The height of the plot area in pixels, legend included. It is kept whatever the data, so a
   * chart that arrives later moves nothing around it.
   */
  height?: number;
  /** Shown in the plot area instead of the chart (loading, empty, failed); the tools are off. */
  fallback?: ReactNode;
  /** More controls in the toolbar (a chart-type switch). */
  actions?: ReactNode;
  /** A line under the title of the PNG export, e.g. the two periods of a comparison. */
  exportCaption?: string;
  /**
   * A line under the plot (or the table) that tells how a second request stands, e.g. the
   * comparison's ComparedStatus. With `reserveStatusLine` its height is kept from the first paint
   * whatever it says, nothing included, so nothing moves when it changes; the plot keeps its
   * height.
   */
  statusLine?: ReactNode;
  reserveStatusLine?: boolean;
  className?: string;
  /** Draws the chart in the space left for it. */
  children?: (size: { width: number; height: number }) => ReactNode;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An element's content-box size, followed as it changes. The chart drawn at that size renders
 * as a transition: the page paints with the plot's space already kept, and the drawing yields to
 * the browser instead of lengthening the task that laid the page out.
 */
function useElementSize<E extends HTMLElement>(): [RefObject<E | null>, { width: number; height: number }] {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const box = node.getBoundingClientRect();
      const next = { width: Math.floor(box.width), height: Math.floor(box.height) };
      startTransition(() =>
        setSize((current) => (current.width === next.width && current.height === next.height ? current : next)),
      );
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The first observation arrives with the first layout, so nothing is measured twice.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/** The chart's data as an accessible table, numbers and dates in the reader's language. */
function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  const format = useFormatters();
  const captionId = useId();
  const cell = (value: string | number | undefined, percent = false) =>
    typeof value === 'number'
      ? percent
        ? format.percent(value)
        : format.number(value)
      : value !== undefined && ISO_DATE.test(value)
        ? format.date(value)
        : (value ?? '');
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
                    {cell(row[column.key], column.percent)}
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

/** The plot area: a fixed height holding the chart, drawn at the size left beside its legend. */
function Plot({
  legend,
  children,
}: {
  legend?: readonly LegendItem[];
  children: (size: { width: number; height: number }) => ReactNode;
}) {
  const [canvasRef, size] = useElementSize<HTMLDivElement>();
  return (
    <>
      <div ref={canvasRef} className="chart-frame-canvas">
        {size.width > 0 && size.height > 0 ? <Suspense fallback={<BlockLoading />}>{children(size)}</Suspense> : null}
      </div>
      {legend && legend.length > 0 && <Legend items={legend} />}
    </>
  );
}

/**
 * A chart's frame: a <figure> with the title as a heading, an optional description, and a toolbar
 * that swaps the chart for a table of its data and exports it as PNG or CSV. The plot area keeps
 * its height from the first paint, through loading, to the chart (its legend included), so
 * nothing shifts when the data arrives. The chart's SVG takes the title as its accessible name.
 */
export function ChartFrame({
  title,
  headingLevel = 2,
  description,
  table,
  legend,
  exportName,
  height = 280,
  fallback,
  actions,
  exportCaption,
  statusLine,
  reserveStatusLine = false,
  className,
  children,
}: ChartFrameProps) {
  const { t } = useLingui();
  const rtl = useRtl();
  const titleId = useId();
  const descriptionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as 'h2';
  const fileName = safeFileName(exportName ?? title);
  const ready = fallback === undefined && children !== undefined;

  const exportPng = async () => {
    const svg = plotRef.current?.querySelector<SVGSVGElement>('svg[role="img"]');
    if (!svg) return;
    setFailure(null);
    setExporting(true);
    try {
      const { chartToPng } = await import('./export-png');
      const keys = (legend ?? []).map((item) => ({
        color: item.color,
        mark: item.mark,
        label: item.detail ? `${item.label} ${item.detail}` : item.label,
      }));
      downloadBlob(await chartToPng(svg, { title, caption: exportCaption, legend: keys, rtl }), `${fileName}.png`);
    } catch {
      setFailure(t`The image could not be created. Please try again.`);
    } finally {
      setExporting(false);
    }
  };

  const exportCsv = () => {
    if (!table) return;
    setFailure(null);
    downloadBlob(
      new Blob(
        [
          toCsv(
            table.columns.map((column) => ({ key: column.key, label: column.csvHeader ?? column.label })),
            table.rows,
          ),
        ],
        { type: CSV_MIME },
      ),
      `${fileName}.csv`,
    );
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
            {actions}
            <Button
              variant="secondary"
              aria-pressed={showTable}
              disabled={!ready || !table}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {t`Table`}
            </Button>
            <Button
              variant="secondary"
              aria-label={t`Download the chart as PNG`}
              pending={exporting}
              disabled={!ready || showTable}
              onClick={() => void exportPng()}
            >
              PNG
            </Button>
            <Button
              variant="secondary"
              aria-label={t`Download the data as CSV`}
              disabled={!ready || !table}
              onClick={exportCsv}
            >
              CSV
            </Button>
          </div>
        </div>
        {failure && <Alert>{failure}</Alert>}
        {ready && showTable && table ? (
          <ChartDataTable title={title} table={table} />
        ) : (
          <div ref={plotRef} className="chart-frame-plot" style={{ blockSize: height }}>
            {ready && children ? (
              <Plot legend={legend}>{children}</Plot>
            ) : (
              <div className="chart-frame-fallback">{fallback}</div>
            )}
          </div>
        )}
        {(reserveStatusLine || (statusLine !== undefined && statusLine !== null && statusLine !== false)) && (
          <div className="chart-frame-status">{statusLine}</div>
        )}
      </figure>
    </ChartFrameContext.Provider>
  );
}
