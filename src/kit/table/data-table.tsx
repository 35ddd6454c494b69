import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { withCatalog } from '@i18n/i18n';
import { BlockBoundary } from '@ui/block-boundary';
import { BlockEmpty, BlockFailure, BlockLoading, StaleNote, useBlockState, type QueryLike } from '@ui/query-block';
import { tableHeight } from '../layout/sizes';
import { Pager } from './pager';
import { CsvButton, TableView, type AllPages, type Column, type Page } from './table-view';
import type { TableState } from './use-table';

export type { AllPages, Column, Page } from './table-view';

// The export of a whole result loads, with its messages, as the person first asks for one of more than a page.
const CsvExport = lazy(() =>
  withCatalog(import('./csv-export'), 'on-demand').then((module) => ({ default: module.CsvExport })),
) as <T, R>(props: Parameters<typeof import('./csv-export').CsvExport<T, R>>[0]) => ReactNode;

interface DataTableProps<T, R, F extends string> {
  /** Names the table (its caption) and the pager. */
  caption: string;
  query: QueryLike<T>;
  page: (data: T) => Page<R>;
  columns: readonly Column<R, F>[];
  rowKey: (row: R) => string | number;
  state: TableState<F>;
  /** The CSV's file name without extension; no CSV button without it. */
  csvName?: string;
  /**
   * How to ask for any page of the whole result: with it the CSV holds every row, fetched page by
   * page with its progress and a Cancel; without it, the rows on screen.
   */
  allPages?: AllPages<T>;
  emptyText?: ReactNode;
  /** Controls above the table (search, filters, actions). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * A server-paged, server-sorted list: its page, size and order live in the URL; it shows loading,
 * empty and failed states in the space it keeps, sorts from its headers, pages below, and
 * exports the whole result as CSV (or the rows on screen, for a list that cannot be read page by page).
 */
export function DataTable<T, R, F extends string>(props: DataTableProps<T, R, F>) {
  // Rows the table cannot draw fail the table alone; its toolbar and the page around it stay.
  return (
    <BlockBoundary
      onRetry={props.query.refetch}
      fallback={(error, retry) => <DataTableBody {...props} failure={<BlockFailure error={error} onRetry={retry} />} />}
    >
      <DataTableBody {...props} />
    </BlockBoundary>
  );
}

function DataTableBody<T, R, F extends string>({
  caption,
  query,
  page,
  columns,
  rowKey,
  state,
  csvName,
  allPages,
  emptyText,
  toolbar,
  className,
  failure,
}: DataTableProps<T, R, F> & { failure?: ReactNode }) {
  const { t } = useLingui();
  const view = useBlockState(query, (data) => !failure && page(data).items.length === 0 && state.page === 1);
  const current = view.status === 'ready' && !failure ? page(view.data) : undefined;
  return (
    <div className="data-table-block" aria-busy={query.isFetching || undefined}>
      {(toolbar || csvName) && (
        <div className="data-table-toolbar">
          {toolbar}
          {csvName && (
            <TableCsv
              name={csvName}
              columns={columns}
              current={current}
              page={page}
              rowKey={rowKey}
              allPages={allPages}
            />
          )}
        </div>
      )}
      <div className={`block-body is-${view.status}`} style={{ minBlockSize: tableHeight(Math.min(state.size, 20)) }}>
        {!failure && (view.status === 'ready' || view.status === 'empty') && <StaleNote />}
        {failure ? (
          failure
        ) : view.status === 'loading' ? (
          <BlockLoading />
        ) : view.status === 'failed' ? (
          <BlockFailure error={view.error} retrying={query.isFetching} onRetry={query.refetch} />
        ) : view.status === 'empty' ? (
          <BlockEmpty>{emptyText}</BlockEmpty>
        ) : (
          current && (
            <>
              <TableView
                caption={caption}
                columns={columns}
                rows={current.items}
                rowKey={rowKey}
                className={className}
                sorting={{ sort: state.sort, order: state.order, toggle: state.toggleSort }}
              />
              {current.items.length === 0 && (
                <p className="block-empty">
                  {t`There is nothing on this page.`}{' '}
                  <button type="button" className="link-button" onClick={() => state.setPage(1)}>
                    {t`Go to the first page`}
                  </button>
                </p>
              )}
            </>
          )
        )}
      </div>
      {current && current.total > 0 && (
        <Pager
          page={state.page}
          size={current.limit ?? state.size}
          total={current.total}
          label={t`Pages of: ${caption}`}
          onPage={state.setPage}
          onSize={state.setSize}
        />
      )}
    </div>
  );
}

/**
 * A table's CSV: the rows on screen when they are the whole result (or the list cannot be read page
 * by page), else the whole result, page by page (csv-export.tsx, loaded then).
 */
function TableCsv<T, R>({
  name,
  columns,
  current,
  page,
  rowKey,
  allPages,
}: {
  name: string;
  columns: readonly Column<R, string>[];
  current: Page<R> | undefined;
  page: (data: T) => Page<R>;
  rowKey: (row: R) => string | number;
  allPages: AllPages<T> | undefined;
}) {
  const [whole, setWhole] = useState(false);
  const button = (pending?: boolean) => (
    <CsvButton
      name={name}
      columns={columns}
      rows={current?.items}
      pending={pending}
      onClick={allPages && current && current.total > current.items.length ? () => setWhole(true) : undefined}
    />
  );
  if (!whole || !allPages) return button();
  return (
    <Suspense fallback={button(true)}>
      <CsvExport name={name} columns={columns} current={current} page={page} rowKey={rowKey} allPages={allPages} />
    </Suspense>
  );
}
