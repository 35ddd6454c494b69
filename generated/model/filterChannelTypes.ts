/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';

/**
 * Channel types to restrict to; empty means all types (as in `StatisticsFilter`).
 * @maxItems 20
 */
export type FilterChannelTypes = ChannelType[];
