/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoChannelStatisticsStatistics } from './videoChannelStatisticsStatistics';

/**
 * Per-channel split of the appearances matched by the request.
 */
export interface VideoChannelStatistics {
  statistics: VideoChannelStatisticsStatistics;
}
