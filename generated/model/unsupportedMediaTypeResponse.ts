/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The request body is not sent as `application/json` (with no `charset` or `charset=utf-8`), it
carries a `Content-Encoding`, or it comes through a transfer coding other than `chunked`. The
body is not read.

 */
export type UnsupportedMediaTypeResponse = ApiError;
