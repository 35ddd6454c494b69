import { useLingui } from '@lingui/react/macro';
import { comparedLegend, seriesLegend, spikeLegendItem, type LegendItem } from '@ui/charts/legend';
import { useComparisonNames } from '../compare/period-words';
import { useComparison } from '../compare/use-comparison';

/** A line of the chart as its legend sees it. */
export interface LegendSeries {
  key: string;
  label: string;
  color: string;
  spikes?: readonly unknown[];
}

/**
 * The legend of a line chart, built from its series once the data is there: its series (when
 * there are several), both periods when a comparison is on (the chosen one solid, the compared
 * one dashed, each by its dates), and the spikes' triangle when a line has one. The periods' keys
 * are there from the comparison's first paint, so the plot does not shrink when the compared
 * figures come.
 */
export function useSeriesLegend(): (
  series: readonly LegendSeries[],
  options: { comparing: boolean },
) => LegendItem[] | undefined {
  const { t } = useLingui();
  const names = useComparisonNames(useComparison());
  const spikes = t`Stands out from the usual`;
  return (series, { comparing }) => {
    const legend: LegendItem[] = [...(seriesLegend(series) ?? [])];
    if (comparing && names.compared)
      legend.push(...comparedLegend({ current: names.current, compared: names.compared }));
    if (series.some((line) => (line.spikes?.length ?? 0) > 0)) legend.push(spikeLegendItem(spikes));
    return legend.length > 0 ? legend : undefined;
  };
}
