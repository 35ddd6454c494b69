/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { StreamChannelId } from './streamChannelId';
import type { StreamTypeCode } from './streamTypeCode';
import type { StreamKindCode } from './streamKindCode';
import type { TaskState } from './taskState';

/**
 * A stream the service monitors. `state` follows the task states: `queued` (requested, waiting
for an operator or for its window), `processing` (being captured), `done` (capture finished:
an on-demand window is recorded or monitoring was stopped), `failed` (the source cannot be
reached or the recording failed). `start` and `end` are present only on `on_demand` streams.

 */
export interface Stream {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Channel the stream belongs to; null while the stream is not linked to a channel.
   * @minimum 1
   * @maximum 9007199254740991
   */
  channel_id: StreamChannelId;
  type: StreamTypeCode;
  kind: StreamKindCode;
  /**
   * Address of the source (HLS playlist, Icecast or HTTP audio stream, web page).
   * @maxLength 2048
   */
  url: string;
  state: TaskState;
  /** Beginning of the recorded window (`on_demand` only). */
  start?: string;
  /** End of the recorded window (`on_demand` only). */
  end?: string;
  created_at: string;
}
