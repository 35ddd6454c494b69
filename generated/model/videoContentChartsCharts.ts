/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DurationSeconds } from './durationSeconds';
import type { VideoContentChartSeries } from './videoContentChartSeries';

export type VideoContentChartsCharts = {
  /** Monitored airtime of the filtered channels over the period; the base of the shares. */
  duration_seconds: DurationSeconds;
  /** One series per category with airtime, by `duration_seconds` descending. */
  items: VideoContentChartSeries[];
};
