/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A story (a cluster of mentions about one event) as the story page's header shows it.
 */
export interface Story {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  theme_id: Id;
  /** Time of the story's first mention overall. */
  first_seen: string;
  /** Time of the story's latest mention overall. */
  last_seen: string;
}
