/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { StreamTypeCode } from './streamTypeCode';

/**
 * Stream type; null until the first check of a source added by hand has detected it.
 */
export type StreamHunterSourceType = StreamTypeCode | null;
