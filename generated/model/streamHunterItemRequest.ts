/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { StreamTypeCode } from './streamTypeCode';

/**
 * A source to add to StreamHunter by hand. `type` and `country` may be given; what is left out
is detected by the first check. An url StreamHunter already knows is rejected with a message
on `url`.

 */
export interface StreamHunterItemRequest {
  /**
   * Unique: a source StreamHunter already knows is refused.
   * @maxLength 2048
   * @pattern ^(https?|rtmp|rtsp)://
   */
  url: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type?: StreamTypeCode;
  /** @pattern ^[A-Z]{2}$ */
  country?: string;
}
