/** The parts of a query result a block needs. */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Several queries as one for a block fed by all of them: pending while any is, failed when any
 * failed (a retry refetches only the failed ones), and with data once `build` can make it.
 */
export function combineQueries<T>(queries: readonly QueryState[], build: () => T | undefined) {
  const failed = queries.filter((query) => query.isError);
  const isPending = queries.some((query) => query.isPending);
  return {
    data: isPending || failed.length > 0 ? undefined : build(),
    isPending,
    isError: failed.length > 0,
    error: failed[0]?.error,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
