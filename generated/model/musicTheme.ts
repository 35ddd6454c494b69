/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A music theme (genre) and how many times its tracks were played in the period.
 */
export interface MusicTheme {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Plays of the theme's tracks.
   * @minimum 0
   */
  count: number;
}
