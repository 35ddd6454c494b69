/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A monitored person mentioned or speaking in a segment.
 */
export interface SegmentPerson {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 200 */
  position?: string;
}
