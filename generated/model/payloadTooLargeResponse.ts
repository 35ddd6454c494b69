/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The uploaded body exceeds the maximum size stated in the operation.
 */
export type PayloadTooLargeResponse = ApiError;
