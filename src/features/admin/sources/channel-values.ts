import type { Channel, ChannelCreateRequest, ChannelEditRequest, ChannelType } from '@generated/model';

/** The channel form's values: every field as it is edited (a place is the geo entry's id, or nothing). */
export interface ChannelValues {
  name: string;
  type: ChannelType | '';
  country: string;
  geo_id: string;
  stream_url: string;
  logo_url: string;
  is_active: boolean;
}

/** The form's fields under the contract's names, so the server's field errors land on them. */
export const CHANNEL_FIELDS = ['name', 'type', 'country', 'geo_id', 'stream_url', 'logo_url', 'is_active'] as const;

export const NAME_MAX = 200;
export const URL_MAX = 2048;

export const EMPTY_CHANNEL: ChannelValues = {
  name: '',
  type: '',
  country: '',
  geo_id: '',
  stream_url: '',
  logo_url: '',
  is_active: true,
};

export function valuesOf(channel: Channel): ChannelValues {
  return {
    name: channel.name,
    type: channel.type,
    country: channel.country,
    geo_id: channel.geo_id === null ? '' : String(channel.geo_id),
    stream_url: channel.stream_url,
    logo_url: channel.logo_url ?? '',
    is_active: channel.is_active,
  };
}

/** The schemes a live stream or a feed is ingested over. */
const STREAM_SCHEMES = new Set(['http:', 'https:', 'rtmp:', 'rtmps:', 'rtsp:', 'srt:', 'udp:', 'rtp:']);

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A stream or feed address the monitoring can ingest: an absolute URL over a streaming scheme, with a host. */
export function isStreamUrl(value: string): boolean {
  const url = parsedUrl(value);
  return Boolean(url && STREAM_SCHEMES.has(url.protocol) && url.hostname);
}

/** A logo the browser can load: an absolute http(s) URL. */
export function isImageUrl(value: string): boolean {
  const url = parsedUrl(value);
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname);
}

/** The create call's body: the place and the logo only when there are some. */
export function toCreateRequest(values: ChannelValues): ChannelCreateRequest {
  const request: ChannelCreateRequest = {
    name: values.name.trim(),
    type: values.type as ChannelType,
    country: values.country,
    stream_url: values.stream_url.trim(),
    is_active: values.is_active,
  };
  if (values.geo_id) request.geo_id = Number(values.geo_id);
  if (values.logo_url.trim()) request.logo_url = values.logo_url.trim();
  return request;
}

/** The edit call's body: the whole channel, as the contract asks. */
export function toEditRequest(id: number, values: ChannelValues): ChannelEditRequest {
  return {
    id,
    name: values.name.trim(),
    type: values.type as ChannelType,
    country: values.country,
    geo_id: values.geo_id ? Number(values.geo_id) : null,
    stream_url: values.stream_url.trim(),
    logo_url: values.logo_url.trim() || null,
    is_active: values.is_active,
  };
}

/** A stored channel as the edit call takes it, with one change (switching it on or off). */
export function withActivity(channel: Channel, isActive: boolean): ChannelEditRequest {
  const { id, name, type, country, geo_id, stream_url, logo_url } = channel;
  return { id, name, type, country, geo_id, stream_url, logo_url, is_active: isActive };
}
