import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { BlockBoundary } from './block-boundary';
import { Button } from './button';
import { useOnline } from './offline';

export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  /** The call waits for the connection (TanStack Query paused it while offline). */
  isPaused?: boolean;
  refetch: () => unknown;
}

/**
 * A block's query that also waits for the lookups its cells read (names by id, say), so the rows
 * are drawn once, with their names, instead of growing when the names land. A lookup that fails
 * does not fail the block: its cells fall back to their stand-ins.
 */
export function withLookups<T>(
  query: QueryLike<T>,
  ...lookups: readonly { isPending: boolean; isError: boolean }[]
): QueryLike<T> {
  const waiting = lookups.some((lookup) => lookup.isPending && !lookup.isError);
  if (!waiting || query.data === undefined) return query;
  return { ...query, data: undefined, isPending: true };
}

/**
 * A block's query that can only be asked once another call has answered (its channels, say): while
 * that one is on its way the block is loading, and when it failed the block fails with its error
 * and its retry. A query disabled by a failed dependency would otherwise wait forever.
 */
export function afterDependency<T>(
  query: QueryLike<T>,
  dependency: QueryLike<unknown> & { isFetching?: boolean },
): QueryLike<T> {
  if (dependency.isError)
    return {
      data: undefined,
      isPending: false,
      isError: true,
      error: dependency.error,
      isFetching: dependency.isFetching,
      isPaused: dependency.isPaused,
      refetch: dependency.refetch,
    };
  if (dependency.data === undefined)
    return {
      data: undefined,
      isPending: true,
      isError: false,
      isFetching: dependency.isFetching,
      isPaused: dependency.isPaused,
      refetch: dependency.refetch,
    };
  return query;
}

/** What went wrong with a block's call, in the person's words, and whether trying again can help. */
export function useLoadFailure(error: unknown): { message: string; retry: boolean } {
  const { t } = useLingui();
  const { kind, status } = (error ?? {}) as { kind?: string; status?: number };
  if (kind === 'network')
    return { message: t`No connection to the server. Check your network and try again.`, retry: true };
  if (kind === 'timeout') return { message: t`The server took too long to answer. Please try again.`, retry: true };
  if (kind === 'parse' || kind === 'shape')
    return {
      message: t`The server's answer could not be read. Try again; if it keeps happening, tell your administrator.`,
      retry: true,
    };
  if (status === 403)
    return { message: t`Your account has no access to this data. Ask your administrator for access.`, retry: false };
  if (status === 404) return { message: t`This data was not found. It may have been removed.`, retry: false };
  return { message: t`This block could not be loaded.`, retry: true };
}

/**
 * The loading state of a block: a spinner and a word, centred in the space the block keeps. While
 * the connection is lost the block's call waits, and it says so instead (quietly: the frame's
 * banner announces the lost connection once, not every block).
 */
export function BlockLoading() {
  const { t } = useLingui();
  const online = useOnline();
  if (!online) {
    return (
      <div className="block-loading is-offline">
        <span>{t`This block will load when the connection returns.`}</span>
      </div>
    );
  }
  return (
    <div className="block-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t`Loading…`}</span>
    </div>
  );
}

/**
 * The note on a block that shows what it has while the connection is lost: it may be out of
 * date. Laid over the block's top edge (styles.css), so nothing moves when it comes or goes.
 */
export function StaleNote() {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="block-stale">
      <span>{t`May be out of date`}</span>
    </p>
  );
}

/** The failed state of a block: why, and a retry when trying again can help. */
export function BlockFailure({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying?: boolean;
  onRetry: () => unknown;
}) {
  const { t } = useLingui();
  const failure = useLoadFailure(error);
  return (
    <div className="block-error" role="alert">
      <p>{failure.message}</p>
      {failure.retry && (
        <Button variant="secondary" pending={retrying} onClick={() => void onRetry()}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}

/** Calls a block's render function inside the boundary around it, so what it throws stays in the block. */
export function Draw({ draw }: { draw: () => ReactNode }) {
  return <>{draw()}</>;
}

export function BlockEmpty({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return <p className="block-empty">{children ?? t`Nothing was found for the chosen filters.`}</p>;
}

export type BlockState<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'empty' } | { status: 'ready'; data: T };

/** A call that failed for want of a connection, which the seam reports as a network error. */
function lostConnection(error: unknown): boolean {
  return (error as { kind?: string } | undefined)?.kind === 'network';
}

/**
 * The state a block shows for its query. The data is deferred: a large answer is drawn in a
 * background render that yields to the browser, instead of one long task as it arrives.
 *
 * While the connection is lost nothing fails for want of it: a block keeps what it has (see
 * StaleNote), and one that has nothing yet waits (its call is paused, or asked again when the
 * connection returns) instead of showing an error.
 */
export function useBlockState<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): BlockState<T> {
  const data = useDeferredValue(query.data);
  const online = useOnline();
  const offline =
    !online && (query.isPaused || !query.isError || lostConnection(query.error) || query.data !== undefined);
  if (offline) {
    if (data === undefined) return { status: 'loading' };
    return isEmpty?.(data) ? { status: 'empty' } : { status: 'ready', data };
  }
  if (query.isError && !(query.isFetching && query.data !== undefined)) return { status: 'failed', error: query.error };
  if (data === undefined)
    return query.isPending || query.data !== undefined
      ? { status: 'loading' }
      : { status: 'failed', error: query.error };
  if (isEmpty?.(data)) return { status: 'empty' };
  return { status: 'ready', data };
}

interface QueryBlockProps<T> {
  /** The block's heading. */
  title: ReactNode;
  headingLevel?: 2 | 3;
  query: QueryLike<T>;
  /** True when the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** The least height of the block's body in pixels, from the first paint, so nothing shifts as data lands. */
  reserve?: number;
  children: (data: T) => ReactNode;
}

/**
 * A block of a screen fed by one query: its heading from the start, its own loading, empty and
 * error states in the space it keeps, so one failed call never blanks the page, and a failed
 * block offers a retry when it can help. Offline, it keeps its data with a note that it may be out
 * of date, or says that it will load when the connection returns.
 */
export function QueryBlock<T>({
  title,
  headingLevel = 2,
  query,
  isEmpty,
  emptyText,
  actions,
  className,
  reserve,
  children,
}: QueryBlockProps<T>) {
  const Heading = `h${headingLevel}` as const;
  const state = useBlockState(query, isEmpty);
  const style: CSSProperties | undefined = reserve ? { minBlockSize: reserve } : undefined;
  return (
    <section
      className={`block${className ? ` ${className}` : ''}`}
      aria-busy={query.isFetching || state.status === 'loading' || undefined}
    >
      {(state.status === 'ready' || state.status === 'empty') && <StaleNote />}
      <header className="block-header">
        <Heading>{title}</Heading>
        {actions}
      </header>
      <div className={`block-body is-${state.status}`} style={style}>
        {state.status === 'loading' ? (
          <BlockLoading />
        ) : state.status === 'failed' ? (
          <BlockFailure error={state.error} retrying={query.isFetching} onRetry={query.refetch} />
        ) : state.status === 'empty' ? (
          <BlockEmpty>{emptyText}</BlockEmpty>
        ) : (
          <BlockBoundary
            onRetry={query.refetch}
            fallback={(error, retry) => <BlockFailure error={error} onRetry={retry} />}
          >
            <Draw draw={() => children(state.data)} />
          </BlockBoundary>
        )}
      </div>
    </section>
  );
}
