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
  ForbiddenResponse,
  PlaylistPage,
  PlaylistRequest,
  ServerErrorResponse,
  StreamHunterItem,
  StreamHunterItemRequest,
  StreamHunterList,
  StreamHunterListRequest,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * What played on a radio or TV channel over a period: each play with its time, artist, title
and how long it played, a page at a time. The cabinet's music section shows it as the
channel's playlist next to the airplay statistics. `period` defaults to the current week. An
unknown `channel_id` answers 404.

 * @summary Playlist of a channel
 */
export const playlistGetData = (
    playlistRequest: BodyType<PlaylistRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<PlaylistPage>(
      {url: `/api/v1/playlist/get_data`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: playlistRequest, signal
    },
      options);
    }
  



export const getPlaylistGetDataQueryKey = (playlistRequest?: PlaylistRequest,) => {
    return [
    `/api/v1/playlist/get_data`, playlistRequest
    ] as const;
    }

    
export const getPlaylistGetDataQueryOptions = <TData = Awaited<ReturnType<typeof playlistGetData>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(playlistRequest: PlaylistRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getPlaylistGetDataQueryKey(playlistRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof playlistGetData>>> = ({ signal }) => playlistGetData(playlistRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type PlaylistGetDataQueryResult = NonNullable<Awaited<ReturnType<typeof playlistGetData>>>
export type PlaylistGetDataQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function usePlaylistGetData<TData = Awaited<ReturnType<typeof playlistGetData>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 playlistRequest: PlaylistRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof playlistGetData>>,
          TError,
          Awaited<ReturnType<typeof playlistGetData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePlaylistGetData<TData = Awaited<ReturnType<typeof playlistGetData>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 playlistRequest: PlaylistRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof playlistGetData>>,
          TError,
          Awaited<ReturnType<typeof playlistGetData>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function usePlaylistGetData<TData = Awaited<ReturnType<typeof playlistGetData>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 playlistRequest: PlaylistRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Playlist of a channel
 */

export function usePlaylistGetData<TData = Awaited<ReturnType<typeof playlistGetData>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 playlistRequest: PlaylistRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof playlistGetData>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getPlaylistGetDataQueryOptions(playlistRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Pages through the stream sources that StreamHunter, the stream discovery service, has found
or been given, with their type, country and the result of their last check. The cabinet's
sources screens list them so that the user can pick a source to monitor and add it with the
add-stream call.

 * @summary Sources found by StreamHunter
 */
export const streamHunterList = (
    streamHunterListRequest: BodyType<StreamHunterListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamHunterList>(
      {url: `/api/StreamHunter/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: streamHunterListRequest, signal
    },
      options);
    }
  



export const getStreamHunterListQueryKey = (streamHunterListRequest?: StreamHunterListRequest,) => {
    return [
    `/api/StreamHunter/list`, streamHunterListRequest
    ] as const;
    }

    
export const getStreamHunterListQueryOptions = <TData = Awaited<ReturnType<typeof streamHunterList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(streamHunterListRequest: StreamHunterListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamHunterListQueryKey(streamHunterListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamHunterList>>> = ({ signal }) => streamHunterList(streamHunterListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamHunterListQueryResult = NonNullable<Awaited<ReturnType<typeof streamHunterList>>>
export type StreamHunterListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStreamHunterList<TData = Awaited<ReturnType<typeof streamHunterList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamHunterListRequest: StreamHunterListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamHunterList>>,
          TError,
          Awaited<ReturnType<typeof streamHunterList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamHunterList<TData = Awaited<ReturnType<typeof streamHunterList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamHunterListRequest: StreamHunterListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamHunterList>>,
          TError,
          Awaited<ReturnType<typeof streamHunterList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamHunterList<TData = Awaited<ReturnType<typeof streamHunterList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamHunterListRequest: StreamHunterListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Sources found by StreamHunter
 */

export function useStreamHunterList<TData = Awaited<ReturnType<typeof streamHunterList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamHunterListRequest: StreamHunterListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamHunterList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamHunterListQueryOptions(streamHunterListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Hands StreamHunter a source the user knows, by its url and a name, from the add-source form
of the sources screens. The source starts `checking`; the first check detects what `type`
and `country` leave out (null until then) and moves it to `online` or `offline`. An url
StreamHunter already knows answers 400 on `url`.

 * @summary Add a source to StreamHunter
 */
export const streamHunterItem = (
    streamHunterItemRequest: BodyType<StreamHunterItemRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamHunterItem>(
      {url: `/api/StreamHunter/item`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: streamHunterItemRequest, signal
    },
      options);
    }
  


export const getStreamHunterItemMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamHunterItem>>, TError,{data: BodyType<StreamHunterItemRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof streamHunterItem>>, TError,{data: BodyType<StreamHunterItemRequest>}, TContext> => {

const mutationKey = ['streamHunterItem'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof streamHunterItem>>, {data: BodyType<StreamHunterItemRequest>}> = (props) => {
          const {data} = props ?? {};

          return  streamHunterItem(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StreamHunterItemMutationResult = NonNullable<Awaited<ReturnType<typeof streamHunterItem>>>
    export type StreamHunterItemMutationBody = BodyType<StreamHunterItemRequest>
    export type StreamHunterItemMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Add a source to StreamHunter
 */
export const useStreamHunterItem = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamHunterItem>>, TError,{data: BodyType<StreamHunterItemRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof streamHunterItem>>,
        TError,
        {data: BodyType<StreamHunterItemRequest>},
        TContext
      > => {

      const mutationOptions = getStreamHunterItemMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    