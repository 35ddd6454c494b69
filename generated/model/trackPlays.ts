/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Airplay of a track on one channel.
 */
export interface TrackPlays {
  channel_id: Id;
  /** @minimum 1 */
  plays: number;
}
