/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * Marker (key entity) ids to restrict to; empty means no restriction (as in `StatisticsFilter`).
 * @maxItems 20
 */
export type FilterMarkers = Id[];
