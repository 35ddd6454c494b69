/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DateString } from './dateString';

/**
 * An airplay story (a premiere, a chart run, a tour) grouping the plays of related tracks.
 */
export interface MusicStory {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  theme_id: Id;
  /**
   * Plays of the story's tracks in the period.
   * @minimum 0
   */
  count: number;
  first_played_on: DateString;
}
