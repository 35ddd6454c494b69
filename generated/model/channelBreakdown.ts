/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelCount } from './channelCount';

/**
 * Mentions per channel over the period, for the pivot screen's channel and channel-type columns.
 */
export type ChannelBreakdown = ChannelCount[];
