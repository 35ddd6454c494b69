import { createContext, useContext } from 'react';

/** What a chart inside a ChartFrame learns from it: the frame's title names the chart's SVG. */
export const ChartFrameContext = createContext<{ title: string } | null>(null);

/** The accessible name of a chart's SVG: its own `label`, else the frame's title. */
export function useChartLabel(label: string | undefined): string | undefined {
  const frame = useContext(ChartFrameContext);
  return label ?? frame?.title;
}
