/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ApiError,
  ChannelCreateRequest,
  ChannelDeleteRequest,
  ChannelEditRequest,
  ChannelItem,
  ChannelList,
  ChannelListRequest,
  ForbiddenResponse,
  GeoList,
  GeoListRequest,
  NotFoundResponse,
  PayloadTooLargeResponse,
  ServerErrorResponse,
  SigninRequest,
  SigninResponse,
  SuccessResult,
  TooManyRequestsResponse,
  TrackUploadsForm,
  TrackUploadsResult,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UploadList,
  UploadListRequest,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


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
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SigninResponse>(
      {url: `/api/v1/signin`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: signinRequest, signal
    },
      options);
    }
  


export const getSigninMutationOptions = <TError = ErrorType<ValidationError | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signin>>, TError,{data: BodyType<SigninRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof signin>>, TError,{data: BodyType<SigninRequest>}, TContext> => {

const mutationKey = ['signin'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof signin>>, {data: BodyType<SigninRequest>}> = (props) => {
          const {data} = props ?? {};

          return  signin(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SigninMutationResult = NonNullable<Awaited<ReturnType<typeof signin>>>
    export type SigninMutationBody = BodyType<SigninRequest>
    export type SigninMutationError = ErrorType<ValidationError | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Admin console sign-in
 */
export const useSignin = <TError = ErrorType<ValidationError | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signin>>, TError,{data: BodyType<SigninRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof signin>>,
        TError,
        {data: BodyType<SigninRequest>},
        TContext
      > => {

      const mutationOptions = getSigninMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Ends the admin session; the admin token is no longer accepted afterwards. The console clears its admin token whatever the answer.
 * @summary Admin console sign-out
 */
export const signout = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SuccessResult>(
      {url: `/api/v1/signout`, method: 'POST', signal
    },
      options);
    }
  


export const getSignoutMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signout>>, TError,void, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof signout>>, TError,void, TContext> => {

const mutationKey = ['signout'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof signout>>, void> = () => {
          

          return  signout(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type SignoutMutationResult = NonNullable<Awaited<ReturnType<typeof signout>>>
    
    export type SignoutMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>

    /**
 * @summary Admin console sign-out
 */
export const useSignout = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signout>>, TError,void, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof signout>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getSignoutMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The geo directory the console uses to place a channel: the country and city pickers of the
channel form. Optional filters narrow it to one level (`type`), to the children of one entry
(`parent_id`) or to names containing `search`.

 * @summary Countries, regions and cities
 */
export const geoList = (
    geoListRequest: BodyType<GeoListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<GeoList>(
      {url: `/api/v1/geo/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: geoListRequest, signal
    },
      options);
    }
  



export const getGeoListQueryKey = (geoListRequest?: GeoListRequest,) => {
    return [
    `/api/v1/geo/list`, geoListRequest
    ] as const;
    }

    
export const getGeoListQueryOptions = <TData = Awaited<ReturnType<typeof geoList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(geoListRequest: GeoListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGeoListQueryKey(geoListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof geoList>>> = ({ signal }) => geoList(geoListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GeoListQueryResult = NonNullable<Awaited<ReturnType<typeof geoList>>>
export type GeoListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useGeoList<TData = Awaited<ReturnType<typeof geoList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 geoListRequest: GeoListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof geoList>>,
          TError,
          Awaited<ReturnType<typeof geoList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGeoList<TData = Awaited<ReturnType<typeof geoList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 geoListRequest: GeoListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof geoList>>,
          TError,
          Awaited<ReturnType<typeof geoList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGeoList<TData = Awaited<ReturnType<typeof geoList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 geoListRequest: GeoListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Countries, regions and cities
 */

export function useGeoList<TData = Awaited<ReturnType<typeof geoList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 geoListRequest: GeoListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof geoList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGeoListQueryOptions(geoListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
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
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
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
       data: formData, signal
    },
      options);
    }
  


export const getUploadsTracksMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadsTracks>>, TError,{data: BodyType<TrackUploadsForm>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadsTracks>>, TError,{data: BodyType<TrackUploadsForm>}, TContext> => {

const mutationKey = ['uploadsTracks'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadsTracks>>, {data: BodyType<TrackUploadsForm>}> = (props) => {
          const {data} = props ?? {};

          return  uploadsTracks(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UploadsTracksMutationResult = NonNullable<Awaited<ReturnType<typeof uploadsTracks>>>
    export type UploadsTracksMutationBody = BodyType<TrackUploadsForm>
    export type UploadsTracksMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>

    /**
 * @summary Upload reference tracks
 */
export const useUploadsTracks = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadsTracks>>, TError,{data: BodyType<TrackUploadsForm>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadsTracks>>,
        TError,
        {data: BodyType<TrackUploadsForm>},
        TContext
      > => {

      const mutationOptions = getUploadsTracksMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The admin upload history screen: every track uploaded to the catalogue with its processing
state, paged and sortable, optionally narrowed by a search string and by states. The console
polls it while uploads are `queued` or `processing`.

 * @summary Track upload history
 */
export const uploadsList = (
    uploadListRequest: BodyType<UploadListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UploadList>(
      {url: `/api/v1/uploads/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: uploadListRequest, signal
    },
      options);
    }
  



export const getUploadsListQueryKey = (uploadListRequest?: UploadListRequest,) => {
    return [
    `/api/v1/uploads/list`, uploadListRequest
    ] as const;
    }

    
export const getUploadsListQueryOptions = <TData = Awaited<ReturnType<typeof uploadsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUploadsListQueryKey(uploadListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof uploadsList>>> = ({ signal }) => uploadsList(uploadListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UploadsListQueryResult = NonNullable<Awaited<ReturnType<typeof uploadsList>>>
export type UploadsListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useUploadsList<TData = Awaited<ReturnType<typeof uploadsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof uploadsList>>,
          TError,
          Awaited<ReturnType<typeof uploadsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUploadsList<TData = Awaited<ReturnType<typeof uploadsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof uploadsList>>,
          TError,
          Awaited<ReturnType<typeof uploadsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUploadsList<TData = Awaited<ReturnType<typeof uploadsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Track upload history
 */

export function useUploadsList<TData = Awaited<ReturnType<typeof uploadsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof uploadsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUploadsListQueryOptions(uploadListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The sources screen of the admin console: the stream channels (TV and radio streams, news
feeds, social accounts) the monitoring records, paged and sortable, optionally narrowed by
a search string, channel types and activity.

 * @summary Stream channels
 */
export const channelsList = (
    channelListRequest: BodyType<ChannelListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ChannelList>(
      {url: `/api/v1/channels/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelListRequest, signal
    },
      options);
    }
  



export const getChannelsListQueryKey = (channelListRequest?: ChannelListRequest,) => {
    return [
    `/api/v1/channels/list`, channelListRequest
    ] as const;
    }

    
export const getChannelsListQueryOptions = <TData = Awaited<ReturnType<typeof channelsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(channelListRequest: ChannelListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getChannelsListQueryKey(channelListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof channelsList>>> = ({ signal }) => channelsList(channelListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ChannelsListQueryResult = NonNullable<Awaited<ReturnType<typeof channelsList>>>
export type ChannelsListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useChannelsList<TData = Awaited<ReturnType<typeof channelsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 channelListRequest: ChannelListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof channelsList>>,
          TError,
          Awaited<ReturnType<typeof channelsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useChannelsList<TData = Awaited<ReturnType<typeof channelsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 channelListRequest: ChannelListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof channelsList>>,
          TError,
          Awaited<ReturnType<typeof channelsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useChannelsList<TData = Awaited<ReturnType<typeof channelsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 channelListRequest: ChannelListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Stream channels
 */

export function useChannelsList<TData = Awaited<ReturnType<typeof channelsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 channelListRequest: ChannelListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof channelsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getChannelsListQueryOptions(channelListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
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
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ChannelItem>(
      {url: `/api/v1/channels/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelCreateRequest, signal
    },
      options);
    }
  


export const getChannelsCreateMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsCreate>>, TError,{data: BodyType<ChannelCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof channelsCreate>>, TError,{data: BodyType<ChannelCreateRequest>}, TContext> => {

const mutationKey = ['channelsCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof channelsCreate>>, {data: BodyType<ChannelCreateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  channelsCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChannelsCreateMutationResult = NonNullable<Awaited<ReturnType<typeof channelsCreate>>>
    export type ChannelsCreateMutationBody = BodyType<ChannelCreateRequest>
    export type ChannelsCreateMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Create a stream channel
 */
export const useChannelsCreate = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsCreate>>, TError,{data: BodyType<ChannelCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof channelsCreate>>,
        TError,
        {data: BodyType<ChannelCreateRequest>},
        TContext
      > => {

      const mutationOptions = getChannelsCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
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
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ChannelItem>(
      {url: `/api/v1/channels/edit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelEditRequest, signal
    },
      options);
    }
  


export const getChannelsEditMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsEdit>>, TError,{data: BodyType<ChannelEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof channelsEdit>>, TError,{data: BodyType<ChannelEditRequest>}, TContext> => {

const mutationKey = ['channelsEdit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof channelsEdit>>, {data: BodyType<ChannelEditRequest>}> = (props) => {
          const {data} = props ?? {};

          return  channelsEdit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChannelsEditMutationResult = NonNullable<Awaited<ReturnType<typeof channelsEdit>>>
    export type ChannelsEditMutationBody = BodyType<ChannelEditRequest>
    export type ChannelsEditMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Edit a stream channel
 */
export const useChannelsEdit = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsEdit>>, TError,{data: BodyType<ChannelEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof channelsEdit>>,
        TError,
        {data: BodyType<ChannelEditRequest>},
        TContext
      > => {

      const mutationOptions = getChannelsEditMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Removes a channel from the sources screen after the console's confirmation; recording stops. An unknown id answers 404.
 * @summary Delete a stream channel
 */
export const channelsDelete = (
    channelDeleteRequest: BodyType<ChannelDeleteRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SuccessResult>(
      {url: `/api/v1/channels/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: channelDeleteRequest, signal
    },
      options);
    }
  


export const getChannelsDeleteMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsDelete>>, TError,{data: BodyType<ChannelDeleteRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof channelsDelete>>, TError,{data: BodyType<ChannelDeleteRequest>}, TContext> => {

const mutationKey = ['channelsDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof channelsDelete>>, {data: BodyType<ChannelDeleteRequest>}> = (props) => {
          const {data} = props ?? {};

          return  channelsDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type ChannelsDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof channelsDelete>>>
    export type ChannelsDeleteMutationBody = BodyType<ChannelDeleteRequest>
    export type ChannelsDeleteMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Delete a stream channel
 */
export const useChannelsDelete = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof channelsDelete>>, TError,{data: BodyType<ChannelDeleteRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof channelsDelete>>,
        TError,
        {data: BodyType<ChannelDeleteRequest>},
        TContext
      > => {

      const mutationOptions = getChannelsDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    