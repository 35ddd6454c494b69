/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Geo } from './geo';

export interface GeoList {
  /** Countries by name, each followed by its regions and cities (depth first, by name). */
  items: Geo[];
}
