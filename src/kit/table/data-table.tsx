import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BlockBoundary } from '@ui/block-boundary';
import { BlockEmpty, BlockFailure, BlockLoading, StaleNote, useBlockState, type QueryLike } from '@ui/query-block';
import { tableHeight } from '../layout/sizes';
import { Pager } from './pager';
import { CsvButton, TableView, type Column } from './table-view';
import type { TableState } from './use-table';

export type { Column } from './table-view';

export interface Page<R> {
  items: readonly R[];
  total: number;
  /** The page size the server used, when it says (it counts the pages). */
  limit?: number;
}

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
  emptyText?: ReactNode;
  /** Controls above the table (search, filters, actions). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * A server-paged, server-sorted list: its page, size and order live in the URL; it shows loading,
 * empty and failed states in the space it keeps, sorts from its headers, pages below, and
 * exports the rows on screen as CSV.
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
          {csvName && <CsvButton name={csvName} columns={columns} rows={current?.items} />}
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
