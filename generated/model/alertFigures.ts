/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MonitoredChannelRef } from './monitoredChannelRef';

/**
 * The figures behind a notification, as its kind has them.
 */
export interface AlertFigures {
  /**
   * The day's mentions (spike, threshold, a new story's mentions that day) or appearances
(appearance).

   * @minimum 0
   */
  count?: number;
  /**
   * The usual level the day stood out from (spike).
   * @minimum 0
   */
  usual?: number;
  /**
   * count / usual (spike); absent when the usual level is 0.
   * @minimum 0
   */
  ratio?: number;
  /**
   * The day's negative share (threshold on negative_share).
   * @minimum 0
   * @maximum 1
   */
  share?: number;
  /** The threshold that was reached. */
  value?: number;
  channel?: MonitoredChannelRef;
  /**
   * The day's plays (first airplay on every channel; airplay on a new channel on that channel).
   * @minimum 0
   */
  plays?: number;
}
