import { useLingui } from '@lingui/react/macro';
import { comparedLegend, partialLegendItem, seriesLegend, spikeLegendItem, type LegendItem } from '@ui/charts/legend';
import { usePartialWords } from '@ui/charts/series-marks';
import { useComparisonNames } from '../compare/period-words';
import { useComparison } from '../compare/use-comparison';

/** A line of the chart as its legend sees it. */
export interface LegendSeries {
  key: string;
  label: string;
  color: string;
  spikes?: readonly unknown[];
  points?: readonly { partial?: boolean }[];
}

/**
 * The legend of a line chart, built from its series once the data is there: its series (when
 * there are several), both periods when a comparison is on (the chosen one solid, the compared
 * one dashed, each by its dates), the short dashes to a day still coming in when a line reaches
 * today, and the spikes' triangle when a line has one. The periods' keys
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
  const partial = usePartialWords().key;
  return (series, { comparing }) => {
    const legend: LegendItem[] = [...(seriesLegend(series) ?? [])];
    if (comparing && names.compared)
      legend.push(...comparedLegend({ current: names.current, compared: names.compared }));
    if (series.some((line) => line.points?.some((point) => point.partial))) legend.push(partialLegendItem(partial));
    if (series.some((line) => (line.spikes?.length ?? 0) > 0)) legend.push(spikeLegendItem(spikes));
    return legend.length > 0 ? legend : undefined;
  };
}
