/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * An artist and the plays of all their tracks in the period.
 */
export interface ArtistPlays {
  /**
   * @minLength 1
   * @maxLength 200
   */
  artist: string;
  /** @minimum 0 */
  plays: number;
}
