import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import type { Spike } from '@lib/compare/spikes';

/** The mark a day that stands out carries on a chart and in its table. */
export const SPIKE_MARK = '▲';

/** How far a day stands out, in words: "3.4 × the usual", or "well above the usual" when the usual day has none. */
export function useSpikeWords(): (spike: Spike) => string {
  const { t } = useLingui();
  const format = useFormatters();
  return (spike) => {
    if (spike.ratio === undefined) return t`well above the usual`;
    const times = format.number(Math.round(spike.ratio * 10) / 10);
    return t`${times} × the usual`;
  };
}
