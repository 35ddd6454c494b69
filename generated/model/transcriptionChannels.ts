/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { MonitoredChannelRef } from './monitoredChannelRef';

/**
 * The TV and radio channels a transcription can be ordered for.
 */
export interface TranscriptionChannels {
  /** @maxItems 2000 */
  items: MonitoredChannelRef[];
}
