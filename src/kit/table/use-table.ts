import { useNavigate } from '@tanstack/react-router';
import { tableRequest, type SortOrder, type TableDefaults, type TableSearch } from '@lib/table-search';
import { patchSearch } from '@lib/filters/link';

export interface TableState<F extends string> {
  page: number;
  size: number;
  sort: F;
  order: SortOrder;
  /** The paging and sorting members of the list's request. */
  request: { page: number; limit: number; sort_by: F; sort_order: SortOrder };
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** Sorts by a field: first ascending (descending for the default field), then the other way. */
  toggleSort: (field: F) => void;
}

/**
 * A server-paged list's paging and sorting, kept in the URL (see src/lib/table-search.ts): the
 * page hands over the search its route validated (`route.useSearch()`), with the list's fields.
 */
export function useTableState<F extends string>(
  defaults: TableDefaults<F>,
  search: TableSearch<NoInfer<F>>,
): TableState<F> {
  const navigate = useNavigate();
  const request = tableRequest(search, defaults);
  const write = (changes: Partial<TableSearch<F>>) =>
    void navigate({
      to: '.',
      // Sort fields differ from list to list; the list's route checks them.
      search: patchSearch<object>(changes),
      resetScroll: false,
    });
  return {
    page: request.page,
    size: request.limit,
    sort: request.sort_by,
    order: request.sort_order,
    request,
    setPage: (page) => write({ page: page > 1 ? page : undefined }),
    setSize: (size) => write({ size: size === defaults.size ? undefined : size, page: undefined }),
    toggleSort: (field) => {
      const order: SortOrder =
        field === request.sort_by
          ? request.sort_order === 'asc'
            ? 'desc'
            : 'asc'
          : field === defaults.sort
            ? defaults.order
            : 'asc';
      const isDefault = field === defaults.sort && order === defaults.order;
      write({ sort: isDefault ? undefined : field, order: isDefault ? undefined : order, page: undefined });
    },
  };
}
