/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';

/**
 * A channel type the video section filters by. The cabinet disables RADIO in its video filters, so RADIO is rejected.
 */
export type VideoChannelType = ChannelType;
