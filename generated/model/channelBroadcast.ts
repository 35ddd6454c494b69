/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MonitoredChannelRef } from './monitoredChannelRef';
import type { BroadcastInterval } from './broadcastInterval';

/**
 * A channel's broadcast day; `intervals` are sorted by `start` and do not overlap.
 */
export interface ChannelBroadcast {
  channel: MonitoredChannelRef;
  /** @maxItems 500 */
  intervals: BroadcastInterval[];
}
