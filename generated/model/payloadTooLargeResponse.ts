/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The upload is refused and nothing of it is kept. `code` says why: `payload_too_large` when a
file passes the operation's `x-max-upload-bytes` (or the body declares more than its files
and fields can take); `storage_quota_exceeded` when it would take what the account has stored
through this section's uploads past its quota (`x-storage-quota-bytes`). The server answers
as soon as it knows (from `Content-Length`, or as the bytes arrive) and reads no further.

 */
export type PayloadTooLargeResponse = ApiError;
