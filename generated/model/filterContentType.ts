/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ContentType } from './contentType';

/**
 * Kinds of content to restrict to (as in `StatisticsFilter`).
 * @maxItems 20
 */
export type FilterContentType = ContentType[];
