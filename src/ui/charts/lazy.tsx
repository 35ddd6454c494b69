import { lazy } from 'react';
import { afterPaint } from '@lib/after-paint';

/**
 * The charts, loaded when a block first draws one. Their code and the drawing libraries under it
 * (visx, d3) are the heaviest part of a page; a page paints its frames, headings and loading
 * states without them, and they arrive with the data. Rendered inside a ChartFrame, whose plot
 * shows the loading state until the chart is there.
 */
export const BarChart = lazy(() => import('./bar-chart').then((module) => ({ default: module.BarChart })));
export const LineChart = lazy(() => import('./line-chart').then((module) => ({ default: module.LineChart })));
export const StackedBarChart = lazy(() =>
  import('./stacked-bar-chart').then((module) => ({ default: module.StackedBarChart })),
);
export const DonutChart = lazy(() => import('./donut-chart').then((module) => ({ default: module.DonutChart })));

/** Starts loading the charts' code once the page has painted: it is needed as the data arrives. */
export function preloadCharts(): void {
  afterPaint(() => void import('./bar-chart'));
}
