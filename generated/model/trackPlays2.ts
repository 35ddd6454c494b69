/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A track and its plays in the period.
 */
export interface TrackPlays2 {
  track_id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  artist: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** @minimum 0 */
  plays: number;
}
