/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Body of every non-validation error response.
 */
export interface ApiError {
  /** Human-readable description of the failure, in the user's language when the server knows it. */
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
}
