import { createContext, useContext } from 'react';

/** What a chart inside a ChartFrame learns from it: the frame's title names the chart's SVG. */
export const ChartFrameContext = createContext<{ title: string } | null>(null);

/** The accessible name of a chart's SVG: its own `label`, else the frame's title. */
export function useChartLabel(label: string | undefined): string | undefined {
  const frame = useContext(ChartFrameContext);
  return label ?? frame?.title;
}

/**
 * The day a page asks its daily charts to mark (`yyyy-MM-dd`: a notification's day, the `mark`
 * search key of the sections' main pages), drawn as a labelled vertical line.
 */
export const MarkedDayContext = createContext<string | undefined>(undefined);

/** The day to mark, if the page has one. */
export function useMarkedDay(): string | undefined {
  return useContext(MarkedDayContext);
}
