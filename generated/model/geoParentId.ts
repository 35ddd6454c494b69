/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * The enclosing country or region; null for a country.
 */
export type GeoParentId = Id | null;
