/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { GeoType } from './geoType';
import type { Id } from './id';

/**
 * Optional filters; an empty body returns the whole list.
 */
export interface GeoListRequest {
  type?: GeoType;
  /** Only the direct children of this entry. */
  parent_id?: Id;
  /**
   * Case-insensitive substring of the name.
   * @minLength 1
   * @maxLength 100
   */
  search?: string;
}
