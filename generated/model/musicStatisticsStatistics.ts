/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DynamicsPoint } from './dynamicsPoint';
import type { TrackPlays2 } from './trackPlays2';
import type { ArtistPlays } from './artistPlays';

export type MusicStatisticsStatistics = {
  /**
   * Plays of monitored tracks in the period.
   * @minimum 0
   */
  total: number;
  /** Plays per date, sorted by date ascending. */
  dynamics: DynamicsPoint[];
  /**
   * Top tracks by plays, descending; at most `limit` entries.
   * @maxItems 1000
   */
  items: TrackPlays2[];
  /**
   * Top artists by plays, descending; at most `limit` entries.
   * @maxItems 1000
   */
  artists: ArtistPlays[];
};
