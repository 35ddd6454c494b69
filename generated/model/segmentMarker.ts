/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A marker (key entity) mentioned in a segment.
 */
export interface SegmentMarker {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
}
