/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { StreamTypeCode } from './streamTypeCode';
import type { StreamAddRequestKind } from './streamAddRequestKind';
import type { Id } from './id';

/**
 * A new stream to monitor. It starts `queued` until an operator checks the source.
 */
export interface StreamAddRequest {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Unique among the account's streams: a url already monitored is refused.
   * @maxLength 2048
   * @pattern ^(https?|rtmp|rtsp|udp)://
   */
  url: string;
  type: StreamTypeCode;
  /** `live` or `archive`; on-demand recordings are created with the demand call. */
  kind: StreamAddRequestKind;
  channel_id?: Id;
}
