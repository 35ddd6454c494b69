/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { StreamKindCode } from './streamKindCode';

/**
 * An entry of the stream kind dictionary.
 */
export interface StreamKind {
  id: Id;
  code: StreamKindCode;
  /**
   * Display name in the user's language.
   * @minLength 1
   * @maxLength 100
   */
  name: string;
}
