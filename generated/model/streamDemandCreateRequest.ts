/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * A one-off recording of a channel's air. `end` must be after `start`, the window may last at
most 24 hours and must lie within the last 30 days (the depth of the air archive) or in the
future.

 */
export interface StreamDemandCreateRequest {
  channel_id: Id;
  start: string;
  end: string;
}
