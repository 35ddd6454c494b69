/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { GeoType } from './geoType';
import type { GeoParentId } from './geoParentId';
import type { CountryCode } from './countryCode';

/**
 * A country, region or city a channel can be placed in.
 */
export interface Geo {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: GeoType;
  /** The enclosing country or region; null for a country. */
  parent_id: GeoParentId;
  country_code: CountryCode;
}
