import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MARKS } from '@lib/compare/marks';
import { CSV_MIME, toCsv, type CsvValue } from '@lib/csv';
import { Button } from '@ui/button';
import { downloadBlob, safeFileName } from '@ui/download';
import './table.css';

export interface Column<R, F extends string = string> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The cell as CSV text or number; by default the column is left out of the CSV. */
  csv?: (row: R) => CsvValue;
  /** The field this column sorts by. */
  sort?: F;
  numeric?: boolean;
  /** The cell names the row for screen readers (a <th scope="row">). */
  rowHeader?: boolean;
  /** A group heading over several columns (the first column of the group names it and its size). */
  group?: { label: string; span: number };
  /** In the CSV only (a figure the table shows inside another column). */
  csvOnly?: boolean;
  /** The column's name in the CSV, where it differs from its header (a name for formulas: `change_pct`). */
  csvHeader?: string;
}

/** One page of a server-paged list, as a table reads it from the list's answer. */
export interface Page<R> {
  items: readonly R[];
  total: number;
  /** The page size the server used, when it says (it counts the pages). */
  limit?: number;
}

/** How a table asks for the pages of its whole result, for the CSV (src/kit/table/csv-export.tsx). */
export interface AllPages<T> {
  /** The largest page the list's call allows: the fewer calls, the sooner the file. */
  limit: number;
  /** One page of the result, in the order the table shows, `limit` rows long. */
  fetch: (page: number, limit: number, signal: AbortSignal) => Promise<T>;
}

export interface Sorting<F extends string> {
  sort: F;
  order: 'asc' | 'desc';
  toggle: (field: F) => void;
}

interface TableViewProps<R, F extends string> {
  caption: string;
  columns: readonly Column<R, F>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  sorting?: Sorting<F>;
  className?: string;
  /** A row's class (e.g. the open one). */
  rowClass?: (row: R) => string | undefined;
  /**
   * Rows in groups instead of `rows`: each group is its own row group, led by a summary row
   * (its cells, the first a `<th scope="rowgroup">`).
   */
  rowGroups?: readonly { key: string; summary: ReactNode; rows: readonly R[] }[];
}

/**
 * The one table of the product: a caption for screen readers, headers that sort (buttons, so the
 * keyboard reaches them; `aria-sort` tells the order), row headers, numbers aligned to the end, in
 * a scroll region that the keyboard can scroll on narrow screens. Logical alignment only, so right
 * to left mirrors it.
 */
export function TableView<R, F extends string>({
  caption,
  columns: all,
  rows,
  rowKey,
  sorting,
  className,
  rowClass,
  rowGroups,
}: TableViewProps<R, F>) {
  const { t } = useLingui();
  const columns = all.filter((column) => !column.csvOnly);
  const grouped = columns.some((column) => column.group);
  const sortLabel = (column: Column<R, F>) =>
    sorting?.sort === column.sort
      ? sorting?.order === 'asc'
        ? t`${{ column: column.header }}, sorted ascending`
        : t`${{ column: column.header }}, sorted descending`
      : t`Sort by ${{ column: column.header }}`;
  const header = (column: Column<R, F>, rowSpan?: number) => (
    <th
      key={column.key}
      scope="col"
      rowSpan={rowSpan}
      className={column.numeric ? 'numeric' : undefined}
      aria-sort={
        column.sort && sorting?.sort === column.sort
          ? sorting.order === 'asc'
            ? 'ascending'
            : 'descending'
          : undefined
      }
    >
      {column.sort && sorting ? (
        <button
          type="button"
          className="sort-button"
          aria-label={sortLabel(column)}
          onClick={() => sorting.toggle(column.sort as F)}
        >
          {column.header}
          <span className="sort-mark" aria-hidden="true">
            {sorting.sort === column.sort
              ? sorting.order === 'asc'
                ? MARKS.sortAscending
                : MARKS.sortDescending
              : MARKS.unsorted}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
  // Columns of a group sit under its heading in a second header row; the others span both rows.
  const inGroup = new Set<string>();
  const firstRow: ReactNode[] = [];
  columns.forEach((column, index) => {
    if (inGroup.has(column.key)) return;
    if (column.group) {
      for (const member of columns.slice(index, index + column.group.span)) inGroup.add(member.key);
      firstRow.push(
        <th key={`group-${column.key}`} scope="colgroup" colSpan={column.group.span} className="table-group-head">
          {column.group.label}
        </th>,
      );
    } else {
      firstRow.push(header(column, grouped ? 2 : undefined));
    }
  });
  const bodyRow = (row: R) => (
    <tr key={rowKey(row)} className={rowClass?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={column.numeric ? 'numeric' : undefined}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className={`data-table${className ? ` ${className}` : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{firstRow}</tr>
          {grouped && <tr>{columns.filter((column) => inGroup.has(column.key)).map((column) => header(column))}</tr>}
        </thead>
        {rowGroups ? (
          rowGroups.map((group) => (
            <tbody key={group.key}>
              <tr className="group-row">{group.summary}</tr>
              {group.rows.map(bodyRow)}
            </tbody>
          ))
        ) : (
          <tbody>{rows.map(bodyRow)}</tbody>
        )}
      </table>
    </div>
  );
}

/** A table's CSV columns: those that say how to write themselves, with their names in the file. */
export function csvColumns<R>(columns: readonly Column<R, string>[]) {
  return columns
    .filter((column) => column.csv)
    .map((column) => ({ key: column.key, label: column.csvHeader ?? column.header, value: column.csv! }));
}

/** Rows as CSV records, each cell in its column's order. */
export function csvRecords<R>(columns: ReturnType<typeof csvColumns<R>>, rows: readonly R[]) {
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, column.value(row)])));
}

/** The rows on screen as a CSV file, with the columns that say how to write themselves. */
export function downloadTableCsv<R>(name: string, columns: readonly Column<R>[], rows: readonly R[]) {
  const csv = csvColumns(columns);
  downloadBlob(new Blob([toCsv(csv, csvRecords(csv, rows))], { type: CSV_MIME }), `${safeFileName(name)}.csv`);
}

/** The "Download CSV" button of a table: the rows on screen, or what `onClick` does instead. */
export function CsvButton<R>({
  name,
  columns,
  rows,
  onClick,
  pending,
}: {
  name: string;
  columns: readonly Column<R, string>[];
  rows: readonly R[] | undefined;
  onClick?: () => void;
  pending?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      className="data-table-csv"
      disabled={!rows || rows.length === 0}
      pending={pending}
      onClick={() => (onClick ? onClick() : rows && downloadTableCsv(name, columns as readonly Column<R>[], rows))}
    >
      {t`Download CSV`}
    </Button>
  );
}
