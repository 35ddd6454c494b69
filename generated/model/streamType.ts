/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { StreamTypeCode } from './streamTypeCode';

/**
 * An entry of the stream type dictionary.
 */
export interface StreamType {
  id: Id;
  code: StreamTypeCode;
  /**
   * Display name in the user's language.
   * @minLength 1
   * @maxLength 100
   */
  name: string;
}
