/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Channel ids to restrict to; empty means all channels (as in `StatisticsFilter`).
 * @maxItems 20
 */
export type FilterChannels = Id[];
