import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
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
  /**
   * The content brings its own titled frame (a ChartFrame): once loaded it is shown without the
   * block's heading and card, which are kept for the loading, empty and error states.
   */
  framed?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A block of a screen fed by one query: it shows its own loading, empty and error states, so
 * one failed call never blanks the page, and a failed block offers a retry.
 */
export function QueryBlock<T>({ title, headingLevel = 2, query, isEmpty, emptyText, actions, className, framed, children }: QueryBlockProps<T>) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const network = (query.error as { kind?: string } | undefined)?.kind === 'network';
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="block-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{t`Loading…`}</span>
      </div>
    );
  } else if (query.isError || query.data === undefined) {
    body = (
      <div className="block-error" role="alert">
        <p>{network ? t`No connection to the server. Check your network and try again.` : t`This block could not be loaded.`}</p>
        <Button variant="secondary" pending={query.isFetching} onClick={() => void query.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  } else if (isEmpty?.(query.data)) {
    body = <p className="block-empty">{emptyText ?? t`Nothing was found for the chosen filters.`}</p>;
  } else {
    body = children(query.data);
    if (framed) {
      return (
        <section className={`block-framed${className ? ` ${className}` : ''}`} aria-busy={query.isFetching || undefined}>
          {body}
        </section>
      );
    }
  }
  return (
    <section className={`block${className ? ` ${className}` : ''}`} aria-busy={query.isFetching || undefined}>
      <header className="block-header">
        <Heading>{title}</Heading>
        {actions}
      </header>
      {body}
    </section>
  );
}
