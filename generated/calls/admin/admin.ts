/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type {
  ChannelCreateRequest,
  ChannelDeleteRequest,
  ChannelEditRequest,
  ChannelItem,
  ChannelList,
  ChannelListRequest,
  GeoList,
  GeoListRequest,
  SigninRequest,
  SigninResponse,
  SuccessResult,
  TrackUploadsForm,
  TrackUploadsResult,
  UploadList,
  UploadListRequest
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Signs an administrator in to the admin console. The response's `token` is the admin token
the console sends on every admin call; `item` is the signed-in account. Wrong credentials
answer 401 with `invalid_credentials`; an email with no console account answers the same,
after the same password-hashing work.

**Limits** (429 with `Retry-After`, before the password is checked), as on the cabinet's
sign-in and counted apart from it per email: after 5 wrong passwords in a row for an email,
its console sign-in is locked for 1 minute, doubling with each further wrong password up to 1
hour; a successful sign-in clears the count, which is otherwise forgotten a day after the last
wrong password. A client (address) may send at most 50 wrong passwords per 15 minutes over
both sign-ins together. Successful sign-ins count against nobody.

 * @summary Admin console sign-in
 */
export const signin = (
    signinRequest: BodyType<SigninRequest>,
 options?: SecondParameter<typeof apiRequest<SigninResponse>>,) => {
      return apiRequest<SigninResponse>(
      {url: `/api/v1/signin`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: signinRequest
    },
      options);
    }
  /**
 * Ends the admin session; the admin token is no longer accepted afterwards. The console clears its admin token whatever the answer.
 * @summary Admin console sign-out
 */
export const signout = (
    
 options?: SecondParameter<typeof apiRequest<SuccessResult>>,) => {
      return apiRequest<SuccessResult>(
      {url: `/api/v1/signout`, method: 'POST'
    },
      options);
    }
  /**
 * The geo directory the console uses to place a channel: the country and city pickers of the
channel form. Optional filters narrow it to one level (`type`), to the children of one entry
(`parent_id`) or to names containing `search`.

 * @summary Countries, regions and cities
 */
export const geoList = (
    geoListRequest: BodyType<GeoListRequest>,
 options?: SecondParameter<typeof apiRequest<GeoList>>,) => {
      return apiRequest<GeoList>(
      {url: `/api/v1/geo/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: geoListRequest
    },
      options);
    }
  /**
 * Uploads 1 to 20 audio files to the track catalogue the airplay monitoring recognises: the
admin console's music upload screen. Accepted media types: `audio/mpeg` (MP3), `audio/wav`,
`audio/flac`, `audio/aac` and `audio/ogg`; each file at most 100 MiB (104 857 600 bytes,
`x-max-upload-bytes`; `x-max-upload-files` files a request).
`artist` and `album` apply to every file; `title` and `isrc` only when exactly one file is
sent; anything missing is read from the files' tags. Each file becomes an upload in state
`queued`; processing (decoding, fingerprinting) continues in the background and shows in the
upload history. On failure the console shows the server's error body as is: 400 names the
offending file, 413 the size limit.

**Storage quota**: each console account keeps at most 1 TiB (1 099 511 627 776 bytes,
`x-storage-quota-bytes`) of reference tracks, counted over every upload it made; the request
whose files would pass it answers 413 with `storage_quota_exceeded` and stores none of them. A
file over the size limit answers 413 with `payload_too_large`, as soon as its bytes pass it.

 * @summary Upload reference tracks
 */
export const uploadsTracks = (
    trackUploadsForm: BodyType<TrackUploadsForm>,
 options?: SecondParameter<typeof apiRequest<TrackUploadsResult>>,) => {const formData = new FormData();
trackUploadsForm.files.forEach(value => formData.append(`files`, value));
if(trackUploadsForm.artist !== undefined) {
 formData.append(`artist`, trackUploadsForm.artist)
 }
if(trackUploadsForm.title !== undefined) {
 formData.append(`title`, trackUploadsForm.title)
 }
if(trackUploadsForm.album !== undefined) {
 formData.append(`album`, trackUploadsForm.album)
 }
if(trackUploadsForm.isrc !== undefined) {
 formData.append(`isrc`, trackUploadsForm.isrc)
 }

      return apiRequest<TrackUploadsResult>(
      {url: `/api/v1/uploads/tracks`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData
    },
      options);
    }
  /**
 * The admin upload history screen: every track uploaded to the catalogue with its processing
state, paged and sortable, optionally narrowed by a search string and by states. The console
polls it while uploads are `queued` or `processing`.

 * @summary Track upload history
 */
export const uploadsList = (
    uploadListRequest: BodyType<UploadListRequest>,
 options?: SecondParameter<typeof apiRequest<UploadList>>,) => {
      return apiRequest<UploadList>(
      {url: `/api/v1/uploads/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: uploadListRequest
    },
      options);
    }
  /**
 * The sources screen of the admin console: the stream channels (TV and radio streams, news
feeds, social accounts) the monitoring records, paged and sortable, optionally narrowed by
a search string, channel types and activity.

 * @summary Stream channels
 */
export const channelsList = (
    channelListRequest: BodyType<ChannelListRequest>,
 options?: SecondParameter<typeof apiRequest<ChannelList>>,) => {
      return apiRequest<ChannelList>(
      {url: `/api/v1/channels/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelListRequest
    },
      options);
    }
  /**
 * Adds a channel from the sources screen's form. `geo_id` comes from the geo list (a `geo_id` the
list does not hold answers 404; one of another country than `country` answers 400 on
`geo_id`); `is_active` defaults to true, so recording starts at once. Returns the stored
channel with its new id.

 * @summary Create a stream channel
 */
export const channelsCreate = (
    channelCreateRequest: BodyType<ChannelCreateRequest>,
 options?: SecondParameter<typeof apiRequest<ChannelItem>>,) => {
      return apiRequest<ChannelItem>(
      {url: `/api/v1/channels/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelCreateRequest
    },
      options);
    }
  /**
 * Stores the sources screen's edit form: the whole channel, named by `id`. Setting `is_active`
to false stops recording but keeps the channel's history. Returns the stored channel; an
unknown id, or a `geo_id` the geo list does not hold, answers 404 (a `geo_id` of another
country than `country` answers 400 on `geo_id`).

 * @summary Edit a stream channel
 */
export const channelsEdit = (
    channelEditRequest: BodyType<ChannelEditRequest>,
 options?: SecondParameter<typeof apiRequest<ChannelItem>>,) => {
      return apiRequest<ChannelItem>(
      {url: `/api/v1/channels/edit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelEditRequest
    },
      options);
    }
  /**
 * Removes a channel from the sources screen after the console's confirmation; recording stops. An unknown id answers 404.
 * @summary Delete a stream channel
 */
export const channelsDelete = (
    channelDeleteRequest: BodyType<ChannelDeleteRequest>,
 options?: SecondParameter<typeof apiRequest<SuccessResult>>,) => {
      return apiRequest<SuccessResult>(
      {url: `/api/v1/channels/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelDeleteRequest
    },
      options);
    }
  export type SigninResult = NonNullable<Awaited<ReturnType<typeof signin>>>
export type SignoutResult = NonNullable<Awaited<ReturnType<typeof signout>>>
export type GeoListResult = NonNullable<Awaited<ReturnType<typeof geoList>>>
export type UploadsTracksResult = NonNullable<Awaited<ReturnType<typeof uploadsTracks>>>
export type UploadsListResult = NonNullable<Awaited<ReturnType<typeof uploadsList>>>
export type ChannelsListResult = NonNullable<Awaited<ReturnType<typeof channelsList>>>
export type ChannelsCreateResult = NonNullable<Awaited<ReturnType<typeof channelsCreate>>>
export type ChannelsEditResult = NonNullable<Awaited<ReturnType<typeof channelsEdit>>>
export type ChannelsDeleteResult = NonNullable<Awaited<ReturnType<typeof channelsDelete>>>
