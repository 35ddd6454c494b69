/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The token is valid but the user lacks the permission this call needs.
 */
export type ForbiddenResponse = ApiError;
