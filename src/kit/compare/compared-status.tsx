import { useLingui } from '@lingui/react/macro';
import { Button } from '@ui/button';
import type { QueryLike } from '@ui/query-block';
import type { ComparedQuery } from './use-comparison';
import { CompareNote } from './change-mark';

export type ComparedState<T> =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'empty' }
  | { status: 'ready'; data: T };

/**
 * Where the comparison of a block stands. Its failure is its own: the block's figures stay, and
 * the note under them offers a retry. A compared period with no figures at all (before the data
 * starts) is "empty", said in words rather than drawn as zeros.
 */
export function comparedState<T>(query: ComparedQuery<QueryLike<T>>, isEmpty?: (data: T) => boolean): ComparedState<T> {
  const compared = query.compared;
  if (!compared) return { status: 'off' };
  if (compared.data !== undefined && !compared.isError)
    return isEmpty?.(compared.data) ? { status: 'empty' } : { status: 'ready', data: compared.data };
  if (compared.isError) return { status: 'failed', retry: () => void compared.refetch() };
  return { status: 'loading' };
}

/** The line a block shows while its comparison loads, when it failed (with a retry) or has no figures. */
export function ComparedStatus({ state }: { state: ComparedState<unknown> }) {
  const { t } = useLingui();
  if (state.status === 'loading') return <CompareNote>{t`Loading the comparison…`}</CompareNote>;
  if (state.status === 'empty') return <CompareNote>{t`No figures for the earlier period.`}</CompareNote>;
  if (state.status === 'failed')
    return (
      <p className="compare-note" role="alert">
        {t`The comparison could not be loaded.`}{' '}
        <Button variant="ghost" onClick={state.retry}>
          {t`Try the comparison again`}
        </Button>
      </p>
    );
  return null;
}
