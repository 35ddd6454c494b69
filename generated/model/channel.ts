/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';
import type { CountryCode } from './countryCode';
import type { ChannelGeoId } from './channelGeoId';
import type { ChannelLogoUrl } from './channelLogoUrl';
import type { Id } from './id';

/**
 * A stream channel (source) the monitoring records.
 */
export interface Channel {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
  country: CountryCode;
  /** Geo entry (city, region or country) the channel broadcasts from; null when not placed. */
  geo_id: ChannelGeoId;
  /**
   * Live stream (HLS, Icecast, RTMP) or feed address the monitoring ingests; one channel each.
   * @maxLength 2048
   */
  stream_url: string;
  /** Logo image; null when none was set. */
  logo_url: ChannelLogoUrl;
  /** Whether the channel is monitored; inactive channels keep their history. */
  is_active: boolean;
  id: Id;
  created_at: string;
}
