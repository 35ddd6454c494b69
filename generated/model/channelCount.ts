/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Mentions on one channel. Breakdowns are sorted by `count` descending and omit channels with no mentions.
 */
export interface ChannelCount {
  channel_id: Id;
  /** @minimum 1 */
  count: number;
}
