/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TrackPlays } from './trackPlays';

/**
 * A track recognised on air, with its plays within the filters; `channels` is sorted by `plays` descending and sums to `plays`.
 */
export interface MusicTrackItem {
  /**
   * International Standard Recording Code of the track.
   * @pattern ^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$
   */
  isrc: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  artist: string;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /** @minimum 0 */
  plays: number;
  /** @maxItems 1000 */
  channels: TrackPlays[];
}
