/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { PersonTopItem } from './personTopItem';

/**
 * Persons with the most mentions, sorted by `count` descending, at most `limit`.
 */
export interface PersonTopList {
  /** @maxItems 1000 */
  items: PersonTopItem[];
}
