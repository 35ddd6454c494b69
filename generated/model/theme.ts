/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A theme of the catalogue.
 */
export interface Theme {
  id: Id;
  /**
   * Name in the user's language.
   * @minLength 1
   * @maxLength 200
   */
  name: string;
}
