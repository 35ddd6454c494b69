/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DynamicsPoint } from './dynamicsPoint';

/**
 * Mentions per day of the requested period: one point per day, days without mentions included
with `count: 0`, sorted by `date` ascending.

 * @maxItems 366
 */
export type Dynamics = DynamicsPoint[];
