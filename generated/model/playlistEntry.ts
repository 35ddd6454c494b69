/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * One play of a track on the channel.
 */
export interface PlaylistEntry {
  played_at: string;
  /**
   * @minLength 1
   * @maxLength 300
   */
  artist: string;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  /**
   * How long the track played on air.
   * @minimum 1
   * @maximum 7200
   */
  duration_seconds: number;
}
