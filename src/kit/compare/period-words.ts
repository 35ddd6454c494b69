import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import { periodLength } from '@lib/compare/periods';
import type { Period } from '@lib/filters/period';
import type { Comparison } from './use-comparison';

/** A period in the language's words: "16 Nov 2026 – 22 Nov 2026", one date for one day. */
export function usePeriodText() {
  const fmt = useFormatters();
  return (period: Period) =>
    period.start_date === period.end_date
      ? fmt.date(period.start_date)
      : `${fmt.date(period.start_date)} – ${fmt.date(period.end_date)}`;
}

/**
 * The names of the two periods for legends, tooltips and exports: "16 Nov – 22 Nov 2026" and
 * "Previous period: 9 Nov – 15 Nov 2026"; a custom period of another length says both lengths.
 */
export function useComparisonNames(comparison: Comparison): { current: string; compared: string | undefined } {
  const { t } = useLingui();
  const fmt = useFormatters();
  const text = usePeriodText();
  const current = text(comparison.period);
  const { compared, mode } = comparison;
  if (!compared) return { current, compared: undefined };
  const dates = text(compared);
  const named =
    mode === 'previous'
      ? t`Previous period: ${dates}`
      : mode === 'year'
        ? t`A year earlier: ${dates}`
        : t`Compared with: ${dates}`;
  if (!comparison.lengthsDiffer) return { current, compared: named };
  const theirs = fmt.number(periodLength(compared));
  const ours = fmt.number(periodLength(comparison.period));
  return { current, compared: t`${named} (${theirs} days against ${ours})` };
}
