/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ChannelType } from './channelType';
import type { CountryCode } from './countryCode';
import type { ChannelCreateRequestGeoId } from './channelCreateRequestGeoId';
import type { ChannelCreateRequestLogoUrl } from './channelCreateRequestLogoUrl';

/**
 * A new channel. `geo_id` and `logo_url` may be omitted; `is_active` defaults to true.
 */
export interface ChannelCreateRequest {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  type: ChannelType;
  country: CountryCode;
  /** Geo entry (city, region or country) the channel broadcasts from; null when not placed. */
  geo_id?: ChannelCreateRequestGeoId;
  /**
   * Live stream (HLS, Icecast, RTMP) or feed address the monitoring ingests; one channel each.
   * @maxLength 2048
   */
  stream_url: string;
  /** Logo image; null when none was set. */
  logo_url?: ChannelCreateRequestLogoUrl;
  /** Whether the channel is monitored; inactive channels keep their history. */
  is_active?: boolean;
}
