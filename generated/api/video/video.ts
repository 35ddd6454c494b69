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
  NotFoundResponse,
  PayloadTooLargeResponse,
  ReportFileResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse,
  VideoChannelStatistics,
  VideoContentAddRequest,
  VideoContentCategoryList,
  VideoContentCategoryListRequest,
  VideoContentChannelsRequest,
  VideoContentCharts,
  VideoContentDetails,
  VideoContentDetailsRequest,
  VideoContentFilterRequest,
  VideoContentItem,
  VideoContentList,
  VideoContentListRequest,
  VideoContentStatistics,
  VideoObjectAddRequest,
  VideoObjectChannelsRequest,
  VideoObjectItem,
  VideoObjectList,
  VideoObjectListRequest,
  VideoObjectStatistics,
  VideoObjectStatisticsRequest,
  VideoObjectTopList,
  VideoPersonAddRequest,
  VideoPersonChannelsRequest,
  VideoPersonItem,
  VideoPersonList,
  VideoPersonListRequest,
  VideoPersonStatistics,
  VideoPersonStatisticsRequest,
  VideoPersonTopList,
  VideoReportDownloadParams,
  VideoReportTaskAddRequest,
  VideoReportTaskItem,
  VideoReportTaskList,
  VideoReportTaskListRequest,
  VideoStatisticsFilter
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The objects (logos, brands, products, landmarks, symbols) recognised most often in the video of
the filtered channels over the period, by appearances descending, at most `limit` of them. The
cabinet's video main screen shows them as the objects rating with thumbnails.

 * @summary Top recognised objects
 */
export const videoObjectsTop = (
    videoStatisticsFilter: BodyType<VideoStatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoObjectTopList>(
      {url: `/api/v1/video/objects/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoStatisticsFilter, signal
    },
      options);
    }
  



export const getVideoObjectsTopQueryKey = (videoStatisticsFilter?: VideoStatisticsFilter,) => {
    return [
    `/api/v1/video/objects/top`, videoStatisticsFilter
    ] as const;
    }

    
export const getVideoObjectsTopQueryOptions = <TData = Awaited<ReturnType<typeof videoObjectsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoObjectsTopQueryKey(videoStatisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoObjectsTop>>> = ({ signal }) => videoObjectsTop(videoStatisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoObjectsTopQueryResult = NonNullable<Awaited<ReturnType<typeof videoObjectsTop>>>
export type VideoObjectsTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoObjectsTop<TData = Awaited<ReturnType<typeof videoObjectsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsTop>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsTop<TData = Awaited<ReturnType<typeof videoObjectsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsTop>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsTop<TData = Awaited<ReturnType<typeof videoObjectsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top recognised objects
 */

export function useVideoObjectsTop<TData = Awaited<ReturnType<typeof videoObjectsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoObjectsTopQueryOptions(videoStatisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Appearances of the chosen objects (all monitored objects when `objects` is empty or absent)
over the period: the total and the dynamics by date of them all, and an entry with its own
dynamics for each of the `limit` objects seen most. The cabinet draws the objects chart of the video key-entities screen from it.

 * @summary Statistics of recognised objects
 */
export const videoObjectsStatistics = (
    videoObjectStatisticsRequest: BodyType<VideoObjectStatisticsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoObjectStatistics>(
      {url: `/api/v1/video/objects/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoObjectStatisticsRequest, signal
    },
      options);
    }
  



export const getVideoObjectsStatisticsQueryKey = (videoObjectStatisticsRequest?: VideoObjectStatisticsRequest,) => {
    return [
    `/api/v1/video/objects/statistics`, videoObjectStatisticsRequest
    ] as const;
    }

    
export const getVideoObjectsStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof videoObjectsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoObjectStatisticsRequest: VideoObjectStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoObjectsStatisticsQueryKey(videoObjectStatisticsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoObjectsStatistics>>> = ({ signal }) => videoObjectsStatistics(videoObjectStatisticsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoObjectsStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof videoObjectsStatistics>>>
export type VideoObjectsStatisticsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoObjectsStatistics<TData = Awaited<ReturnType<typeof videoObjectsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectStatisticsRequest: VideoObjectStatisticsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsStatistics<TData = Awaited<ReturnType<typeof videoObjectsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectStatisticsRequest: VideoObjectStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsStatistics<TData = Awaited<ReturnType<typeof videoObjectsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectStatisticsRequest: VideoObjectStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of recognised objects
 */

export function useVideoObjectsStatistics<TData = Awaited<ReturnType<typeof videoObjectsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectStatisticsRequest: VideoObjectStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoObjectsStatisticsQueryOptions(videoObjectStatisticsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The same appearances as the objects statistics, split by channel: per channel the count, the
time on screen and the dynamics by date, for the `limit` busiest channels (the totals cover
them all). The cabinet shows it as the channels breakdown next to the objects chart, and as
bars only on the video overview (`channel_dynamics: false`).

 * @summary Statistics of recognised objects by channel
 */
export const videoObjectsStatisticsChannels = (
    videoObjectChannelsRequest: BodyType<VideoObjectChannelsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoChannelStatistics>(
      {url: `/api/v1/video/objects/statistics/channels`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoObjectChannelsRequest, signal
    },
      options);
    }
  



export const getVideoObjectsStatisticsChannelsQueryKey = (videoObjectChannelsRequest?: VideoObjectChannelsRequest,) => {
    return [
    `/api/v1/video/objects/statistics/channels`, videoObjectChannelsRequest
    ] as const;
    }

    
export const getVideoObjectsStatisticsChannelsQueryOptions = <TData = Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoObjectChannelsRequest: VideoObjectChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoObjectsStatisticsChannelsQueryKey(videoObjectChannelsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>> = ({ signal }) => videoObjectsStatisticsChannels(videoObjectChannelsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoObjectsStatisticsChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>>
export type VideoObjectsStatisticsChannelsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoObjectsStatisticsChannels<TData = Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectChannelsRequest: VideoObjectChannelsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsStatisticsChannels<TData = Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectChannelsRequest: VideoObjectChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsStatisticsChannels<TData = Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectChannelsRequest: VideoObjectChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of recognised objects by channel
 */

export function useVideoObjectsStatisticsChannels<TData = Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectChannelsRequest: VideoObjectChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoObjectsStatisticsChannelsQueryOptions(videoObjectChannelsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One page of the objects the recogniser looks for, searchable by name and filterable by
category. The cabinet's video sources screen (entities tab) lists them and lets the user add
new ones. A no-cache endpoint: the cabinet sends no `X-Content-Hash` and the server must not
serve it from a cache, so a newly added object shows up at once.

 * @summary Catalogue of monitored objects
 */
export const videoObjectsList = (
    videoObjectListRequest: BodyType<VideoObjectListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoObjectList>(
      {url: `/api/v1/video/objects/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoObjectListRequest, signal
    },
      options);
    }
  



export const getVideoObjectsListQueryKey = (videoObjectListRequest?: VideoObjectListRequest,) => {
    return [
    `/api/v1/video/objects/list`, videoObjectListRequest
    ] as const;
    }

    
export const getVideoObjectsListQueryOptions = <TData = Awaited<ReturnType<typeof videoObjectsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoObjectListRequest: VideoObjectListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoObjectsListQueryKey(videoObjectListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoObjectsList>>> = ({ signal }) => videoObjectsList(videoObjectListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoObjectsListQueryResult = NonNullable<Awaited<ReturnType<typeof videoObjectsList>>>
export type VideoObjectsListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoObjectsList<TData = Awaited<ReturnType<typeof videoObjectsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectListRequest: VideoObjectListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsList>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsList<TData = Awaited<ReturnType<typeof videoObjectsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectListRequest: VideoObjectListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoObjectsList>>,
          TError,
          Awaited<ReturnType<typeof videoObjectsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoObjectsList<TData = Awaited<ReturnType<typeof videoObjectsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectListRequest: VideoObjectListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Catalogue of monitored objects
 */

export function useVideoObjectsList<TData = Awaited<ReturnType<typeof videoObjectsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoObjectListRequest: VideoObjectListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoObjectsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoObjectsListQueryOptions(videoObjectListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Adds a visual object to the catalogue the recogniser looks for. It needs a reference image
URL, a description, or both. Recognition starts once the reference is processed; until then
`thumbnail_url` is null. Answers the stored object.

 * @summary Add an object to monitor
 */
export const videoObjectsAdd = (
    videoObjectAddRequest: BodyType<VideoObjectAddRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoObjectItem>(
      {url: `/api/v1/video/objects/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoObjectAddRequest, signal
    },
      options);
    }
  


export const getVideoObjectsAddMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoObjectsAdd>>, TError,{data: BodyType<VideoObjectAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof videoObjectsAdd>>, TError,{data: BodyType<VideoObjectAddRequest>}, TContext> => {

const mutationKey = ['videoObjectsAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof videoObjectsAdd>>, {data: BodyType<VideoObjectAddRequest>}> = (props) => {
          const {data} = props ?? {};

          return  videoObjectsAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VideoObjectsAddMutationResult = NonNullable<Awaited<ReturnType<typeof videoObjectsAdd>>>
    export type VideoObjectsAddMutationBody = BodyType<VideoObjectAddRequest>
    export type VideoObjectsAddMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Add an object to monitor
 */
export const useVideoObjectsAdd = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoObjectsAdd>>, TError,{data: BodyType<VideoObjectAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof videoObjectsAdd>>,
        TError,
        {data: BodyType<VideoObjectAddRequest>},
        TContext
      > => {

      const mutationOptions = getVideoObjectsAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The persons whose faces were recognised most often in the video of the filtered channels over
the period, by appearances descending, at most `limit` of them. The cabinet's video main and
video persons screens show them as the persons rating with photos.

 * @summary Top recognised persons
 */
export const videoPersonsTop = (
    videoStatisticsFilter: BodyType<VideoStatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoPersonTopList>(
      {url: `/api/v1/video/persons/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoStatisticsFilter, signal
    },
      options);
    }
  



export const getVideoPersonsTopQueryKey = (videoStatisticsFilter?: VideoStatisticsFilter,) => {
    return [
    `/api/v1/video/persons/top`, videoStatisticsFilter
    ] as const;
    }

    
export const getVideoPersonsTopQueryOptions = <TData = Awaited<ReturnType<typeof videoPersonsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoPersonsTopQueryKey(videoStatisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoPersonsTop>>> = ({ signal }) => videoPersonsTop(videoStatisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoPersonsTopQueryResult = NonNullable<Awaited<ReturnType<typeof videoPersonsTop>>>
export type VideoPersonsTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoPersonsTop<TData = Awaited<ReturnType<typeof videoPersonsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsTop>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsTop<TData = Awaited<ReturnType<typeof videoPersonsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsTop>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsTop<TData = Awaited<ReturnType<typeof videoPersonsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top recognised persons
 */

export function useVideoPersonsTop<TData = Awaited<ReturnType<typeof videoPersonsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoStatisticsFilter: VideoStatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoPersonsTopQueryOptions(videoStatisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One page of the persons whose faces the recogniser looks for, searchable by name. The
cabinet's video sources screen (persons tab) lists them and lets the user add new ones. A
no-cache endpoint: the cabinet sends no `X-Content-Hash` and the server must not serve it
from a cache, so a newly added person shows up at once.

 * @summary Catalogue of monitored persons
 */
export const videoPersonsList = (
    videoPersonListRequest: BodyType<VideoPersonListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoPersonList>(
      {url: `/api/v1/video/persons/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoPersonListRequest, signal
    },
      options);
    }
  



export const getVideoPersonsListQueryKey = (videoPersonListRequest?: VideoPersonListRequest,) => {
    return [
    `/api/v1/video/persons/list`, videoPersonListRequest
    ] as const;
    }

    
export const getVideoPersonsListQueryOptions = <TData = Awaited<ReturnType<typeof videoPersonsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoPersonListRequest: VideoPersonListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoPersonsListQueryKey(videoPersonListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoPersonsList>>> = ({ signal }) => videoPersonsList(videoPersonListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoPersonsListQueryResult = NonNullable<Awaited<ReturnType<typeof videoPersonsList>>>
export type VideoPersonsListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoPersonsList<TData = Awaited<ReturnType<typeof videoPersonsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonListRequest: VideoPersonListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsList>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsList<TData = Awaited<ReturnType<typeof videoPersonsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonListRequest: VideoPersonListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsList>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsList<TData = Awaited<ReturnType<typeof videoPersonsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonListRequest: VideoPersonListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Catalogue of monitored persons
 */

export function useVideoPersonsList<TData = Awaited<ReturnType<typeof videoPersonsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonListRequest: VideoPersonListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoPersonsListQueryOptions(videoPersonListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Adds a person to the faces the recogniser looks for, from a frontal reference photo. The
person is recognised in video from the moment it is added. Answers the stored person.

 * @summary Add a person to monitor
 */
export const videoPersonsAdd = (
    videoPersonAddRequest: BodyType<VideoPersonAddRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoPersonItem>(
      {url: `/api/v1/video/persons/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoPersonAddRequest, signal
    },
      options);
    }
  


export const getVideoPersonsAddMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoPersonsAdd>>, TError,{data: BodyType<VideoPersonAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof videoPersonsAdd>>, TError,{data: BodyType<VideoPersonAddRequest>}, TContext> => {

const mutationKey = ['videoPersonsAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof videoPersonsAdd>>, {data: BodyType<VideoPersonAddRequest>}> = (props) => {
          const {data} = props ?? {};

          return  videoPersonsAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VideoPersonsAddMutationResult = NonNullable<Awaited<ReturnType<typeof videoPersonsAdd>>>
    export type VideoPersonsAddMutationBody = BodyType<VideoPersonAddRequest>
    export type VideoPersonsAddMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Add a person to monitor
 */
export const useVideoPersonsAdd = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoPersonsAdd>>, TError,{data: BodyType<VideoPersonAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof videoPersonsAdd>>,
        TError,
        {data: BodyType<VideoPersonAddRequest>},
        TContext
      > => {

      const mutationOptions = getVideoPersonsAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Appearances of the chosen persons (all monitored persons when `persons` is empty or absent)
over the period: the total and the dynamics by date of them all, and an entry with their own
dynamics for each of the `limit` persons seen most. The cabinet draws the persons chart of the video persons screen from it.

 * @summary Statistics of recognised persons
 */
export const videoPersonsStatistics = (
    videoPersonStatisticsRequest: BodyType<VideoPersonStatisticsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoPersonStatistics>(
      {url: `/api/v1/video/persons/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoPersonStatisticsRequest, signal
    },
      options);
    }
  



export const getVideoPersonsStatisticsQueryKey = (videoPersonStatisticsRequest?: VideoPersonStatisticsRequest,) => {
    return [
    `/api/v1/video/persons/statistics`, videoPersonStatisticsRequest
    ] as const;
    }

    
export const getVideoPersonsStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof videoPersonsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoPersonStatisticsRequest: VideoPersonStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoPersonsStatisticsQueryKey(videoPersonStatisticsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoPersonsStatistics>>> = ({ signal }) => videoPersonsStatistics(videoPersonStatisticsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoPersonsStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof videoPersonsStatistics>>>
export type VideoPersonsStatisticsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoPersonsStatistics<TData = Awaited<ReturnType<typeof videoPersonsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonStatisticsRequest: VideoPersonStatisticsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsStatistics<TData = Awaited<ReturnType<typeof videoPersonsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonStatisticsRequest: VideoPersonStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsStatistics<TData = Awaited<ReturnType<typeof videoPersonsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonStatisticsRequest: VideoPersonStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of recognised persons
 */

export function useVideoPersonsStatistics<TData = Awaited<ReturnType<typeof videoPersonsStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonStatisticsRequest: VideoPersonStatisticsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoPersonsStatisticsQueryOptions(videoPersonStatisticsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The same appearances as the persons statistics, split by channel: per channel the count, the
time on screen and the dynamics by date, for the `limit` busiest channels (the totals cover
them all). The cabinet shows it as the channels breakdown next to the persons chart.

 * @summary Statistics of recognised persons by channel
 */
export const videoPersonsStatisticsChannels = (
    videoPersonChannelsRequest: BodyType<VideoPersonChannelsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoChannelStatistics>(
      {url: `/api/v1/video/persons/statistics/channels`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoPersonChannelsRequest, signal
    },
      options);
    }
  



export const getVideoPersonsStatisticsChannelsQueryKey = (videoPersonChannelsRequest?: VideoPersonChannelsRequest,) => {
    return [
    `/api/v1/video/persons/statistics/channels`, videoPersonChannelsRequest
    ] as const;
    }

    
export const getVideoPersonsStatisticsChannelsQueryOptions = <TData = Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoPersonChannelsRequest: VideoPersonChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoPersonsStatisticsChannelsQueryKey(videoPersonChannelsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>> = ({ signal }) => videoPersonsStatisticsChannels(videoPersonChannelsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoPersonsStatisticsChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>>
export type VideoPersonsStatisticsChannelsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoPersonsStatisticsChannels<TData = Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonChannelsRequest: VideoPersonChannelsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsStatisticsChannels<TData = Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonChannelsRequest: VideoPersonChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoPersonsStatisticsChannels<TData = Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonChannelsRequest: VideoPersonChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of recognised persons by channel
 */

export function useVideoPersonsStatisticsChannels<TData = Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoPersonChannelsRequest: VideoPersonChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoPersonsStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoPersonsStatisticsChannelsQueryOptions(videoPersonChannelsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Share of the monitored airtime of the filtered channels that each content category (news,
advertising, sport, …) took over the period and on each date. The cabinet's video main screen
draws the content chart from it: one series per category, one point per date. A click on a
point opens its segments (content details).

 * @summary Airtime by content category
 */
export const videoContentCharts = (
    videoContentFilterRequest: BodyType<VideoContentFilterRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoContentCharts>(
      {url: `/api/v1/video/content/charts`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentFilterRequest, signal
    },
      options);
    }
  



export const getVideoContentChartsQueryKey = (videoContentFilterRequest?: VideoContentFilterRequest,) => {
    return [
    `/api/v1/video/content/charts`, videoContentFilterRequest
    ] as const;
    }

    
export const getVideoContentChartsQueryOptions = <TData = Awaited<ReturnType<typeof videoContentCharts>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentChartsQueryKey(videoContentFilterRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentCharts>>> = ({ signal }) => videoContentCharts(videoContentFilterRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentChartsQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentCharts>>>
export type VideoContentChartsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentCharts<TData = Awaited<ReturnType<typeof videoContentCharts>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentCharts>>,
          TError,
          Awaited<ReturnType<typeof videoContentCharts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentCharts<TData = Awaited<ReturnType<typeof videoContentCharts>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentCharts>>,
          TError,
          Awaited<ReturnType<typeof videoContentCharts>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentCharts<TData = Awaited<ReturnType<typeof videoContentCharts>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Airtime by content category
 */

export function useVideoContentCharts<TData = Awaited<ReturnType<typeof videoContentCharts>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCharts>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentChartsQueryOptions(videoContentFilterRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The airings of one content category that make up a point (with `date`) or a whole series
(without `date`) of the content chart: channel, start and end, title and, when the airing was
matched to a video content item, its id. Sorted by start; paged. The cabinet shows them in the
side panel opened from the chart. A `category_id` that does not exist answers 404.

 * @summary Segments behind a content chart point
 */
export const videoContentDetails = (
    videoContentDetailsRequest: BodyType<VideoContentDetailsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoContentDetails>(
      {url: `/api/v1/video/content/details`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentDetailsRequest, signal
    },
      options);
    }
  



export const getVideoContentDetailsQueryKey = (videoContentDetailsRequest?: VideoContentDetailsRequest,) => {
    return [
    `/api/v1/video/content/details`, videoContentDetailsRequest
    ] as const;
    }

    
export const getVideoContentDetailsQueryOptions = <TData = Awaited<ReturnType<typeof videoContentDetails>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentDetailsRequest: VideoContentDetailsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentDetailsQueryKey(videoContentDetailsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentDetails>>> = ({ signal }) => videoContentDetails(videoContentDetailsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentDetailsQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentDetails>>>
export type VideoContentDetailsQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentDetails<TData = Awaited<ReturnType<typeof videoContentDetails>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentDetailsRequest: VideoContentDetailsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentDetails>>,
          TError,
          Awaited<ReturnType<typeof videoContentDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentDetails<TData = Awaited<ReturnType<typeof videoContentDetails>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentDetailsRequest: VideoContentDetailsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentDetails>>,
          TError,
          Awaited<ReturnType<typeof videoContentDetails>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentDetails<TData = Awaited<ReturnType<typeof videoContentDetails>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentDetailsRequest: VideoContentDetailsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Segments behind a content chart point
 */

export function useVideoContentDetails<TData = Awaited<ReturnType<typeof videoContentDetails>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentDetailsRequest: VideoContentDetailsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentDetails>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentDetailsQueryOptions(videoContentDetailsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The same airings as the content statistics, split by channel: per channel the number of
airings, their airtime and the dynamics by date, for the `limit` busiest channels (the totals
cover them all). The cabinet shows it as the channels breakdown of the content screen (bars
only, `channel_dynamics: false`), and lists the video channels of a period to choose from
with it (`limit: 1000`, `channel_dynamics: false`).

 * @summary Statistics of content categories by channel
 */
export const videoContentStatisticsChannels = (
    videoContentChannelsRequest: BodyType<VideoContentChannelsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoChannelStatistics>(
      {url: `/api/v1/video/content/statistics/channels`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentChannelsRequest, signal
    },
      options);
    }
  



export const getVideoContentStatisticsChannelsQueryKey = (videoContentChannelsRequest?: VideoContentChannelsRequest,) => {
    return [
    `/api/v1/video/content/statistics/channels`, videoContentChannelsRequest
    ] as const;
    }

    
export const getVideoContentStatisticsChannelsQueryOptions = <TData = Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentChannelsRequest: VideoContentChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentStatisticsChannelsQueryKey(videoContentChannelsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentStatisticsChannels>>> = ({ signal }) => videoContentStatisticsChannels(videoContentChannelsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentStatisticsChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentStatisticsChannels>>>
export type VideoContentStatisticsChannelsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentStatisticsChannels<TData = Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentChannelsRequest: VideoContentChannelsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoContentStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentStatisticsChannels<TData = Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentChannelsRequest: VideoContentChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentStatisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof videoContentStatisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentStatisticsChannels<TData = Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentChannelsRequest: VideoContentChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of content categories by channel
 */

export function useVideoContentStatisticsChannels<TData = Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentChannelsRequest: VideoContentChannelsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentStatisticsChannelsQueryOptions(videoContentChannelsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Airings (segments) of the chosen content categories (all of them when `categories` is empty
or absent) over the period: the total, the dynamics by date and one entry per category with
its airtime and its own dynamics. The cabinet shows it under the content chart.

 * @summary Statistics of content categories
 */
export const videoContentStatistics = (
    videoContentFilterRequest: BodyType<VideoContentFilterRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoContentStatistics>(
      {url: `/api/v1/video/content/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentFilterRequest, signal
    },
      options);
    }
  



export const getVideoContentStatisticsQueryKey = (videoContentFilterRequest?: VideoContentFilterRequest,) => {
    return [
    `/api/v1/video/content/statistics`, videoContentFilterRequest
    ] as const;
    }

    
export const getVideoContentStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof videoContentStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentStatisticsQueryKey(videoContentFilterRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentStatistics>>> = ({ signal }) => videoContentStatistics(videoContentFilterRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentStatistics>>>
export type VideoContentStatisticsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentStatistics<TData = Awaited<ReturnType<typeof videoContentStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoContentStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentStatistics<TData = Awaited<ReturnType<typeof videoContentStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentStatistics>>,
          TError,
          Awaited<ReturnType<typeof videoContentStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentStatistics<TData = Awaited<ReturnType<typeof videoContentStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of content categories
 */

export function useVideoContentStatistics<TData = Awaited<ReturnType<typeof videoContentStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentFilterRequest: VideoContentFilterRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentStatisticsQueryOptions(videoContentFilterRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One page of the content categories. The cabinet loads them all with the defaults (page 1,
100 per page) to fill the category filter and the upload form, and to name the chart series.

 * @summary Content categories
 */
export const videoContentCategoryList = (
    videoContentCategoryListRequest: BodyType<VideoContentCategoryListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoContentCategoryList>(
      {url: `/api/v1/video/content/category/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentCategoryListRequest, signal
    },
      options);
    }
  



export const getVideoContentCategoryListQueryKey = (videoContentCategoryListRequest?: VideoContentCategoryListRequest,) => {
    return [
    `/api/v1/video/content/category/list`, videoContentCategoryListRequest
    ] as const;
    }

    
export const getVideoContentCategoryListQueryOptions = <TData = Awaited<ReturnType<typeof videoContentCategoryList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentCategoryListRequest: VideoContentCategoryListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentCategoryListQueryKey(videoContentCategoryListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentCategoryList>>> = ({ signal }) => videoContentCategoryList(videoContentCategoryListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentCategoryListQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentCategoryList>>>
export type VideoContentCategoryListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentCategoryList<TData = Awaited<ReturnType<typeof videoContentCategoryList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentCategoryListRequest: VideoContentCategoryListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentCategoryList>>,
          TError,
          Awaited<ReturnType<typeof videoContentCategoryList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentCategoryList<TData = Awaited<ReturnType<typeof videoContentCategoryList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentCategoryListRequest: VideoContentCategoryListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentCategoryList>>,
          TError,
          Awaited<ReturnType<typeof videoContentCategoryList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentCategoryList<TData = Awaited<ReturnType<typeof videoContentCategoryList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentCategoryListRequest: VideoContentCategoryListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Content categories
 */

export function useVideoContentCategoryList<TData = Awaited<ReturnType<typeof videoContentCategoryList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentCategoryListRequest: VideoContentCategoryListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentCategoryList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentCategoryListQueryOptions(videoContentCategoryListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Uploads a video (a commercial, a clip, a programme fragment) whose airings the recogniser
should find, as multipart form data: `file` (MP4 `video/mp4`, QuickTime `video/quicktime` or
Matroska `video/x-matroska`, at most 2 GiB: 2 147 483 648 bytes, `x-max-upload-bytes`), `title`
and `category_id`. Answers the new content item in state `queued`; the cabinet follows it in
the content list. A larger file answers 413 with `payload_too_large`, as soon as its bytes pass
the limit; another media type or an unknown category answers 400. The cabinet sends no
`X-Content-Hash` with uploads.

**Storage quota**: an account keeps at most 20 GiB (21 474 836 480 bytes,
`x-storage-quota-bytes`) of reference videos; the upload that would pass it answers 413 with
`storage_quota_exceeded`.

 * @summary Upload a reference video
 */
export const videoContentAdd = (
    videoContentAddRequest: BodyType<VideoContentAddRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
formData.append(`file`, videoContentAddRequest.file)
formData.append(`title`, videoContentAddRequest.title)
formData.append(`category_id`, videoContentAddRequest.category_id.toString())

      return apiRequest<VideoContentItem>(
      {url: `/api/v1/video/content/add`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getVideoContentAddMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoContentAdd>>, TError,{data: BodyType<VideoContentAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof videoContentAdd>>, TError,{data: BodyType<VideoContentAddRequest>}, TContext> => {

const mutationKey = ['videoContentAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof videoContentAdd>>, {data: BodyType<VideoContentAddRequest>}> = (props) => {
          const {data} = props ?? {};

          return  videoContentAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VideoContentAddMutationResult = NonNullable<Awaited<ReturnType<typeof videoContentAdd>>>
    export type VideoContentAddMutationBody = BodyType<VideoContentAddRequest>
    export type VideoContentAddMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>

    /**
 * @summary Upload a reference video
 */
export const useVideoContentAdd = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoContentAdd>>, TError,{data: BodyType<VideoContentAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof videoContentAdd>>,
        TError,
        {data: BodyType<VideoContentAddRequest>},
        TContext
      > => {

      const mutationOptions = getVideoContentAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * One page of the video content items whose airings are tracked: reference videos the user
uploaded and content the recogniser detected on air, with their processing state. The
cabinet's video search screen lists them and polls while an upload is `queued` or
`processing`. A no-cache endpoint: the cabinet sends no `X-Content-Hash` and the server must
not serve it from a cache.

 * @summary Video content items
 */
export const videoContentList = (
    videoContentListRequest: BodyType<VideoContentListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoContentList>(
      {url: `/api/v1/video/content/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoContentListRequest, signal
    },
      options);
    }
  



export const getVideoContentListQueryKey = (videoContentListRequest?: VideoContentListRequest,) => {
    return [
    `/api/v1/video/content/list`, videoContentListRequest
    ] as const;
    }

    
export const getVideoContentListQueryOptions = <TData = Awaited<ReturnType<typeof videoContentList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoContentListRequest: VideoContentListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoContentListQueryKey(videoContentListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoContentList>>> = ({ signal }) => videoContentList(videoContentListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoContentListQueryResult = NonNullable<Awaited<ReturnType<typeof videoContentList>>>
export type VideoContentListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoContentList<TData = Awaited<ReturnType<typeof videoContentList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentListRequest: VideoContentListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentList>>,
          TError,
          Awaited<ReturnType<typeof videoContentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentList<TData = Awaited<ReturnType<typeof videoContentList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentListRequest: VideoContentListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoContentList>>,
          TError,
          Awaited<ReturnType<typeof videoContentList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoContentList<TData = Awaited<ReturnType<typeof videoContentList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentListRequest: VideoContentListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Video content items
 */

export function useVideoContentList<TData = Awaited<ReturnType<typeof videoContentList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoContentListRequest: VideoContentListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoContentList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoContentListQueryOptions(videoContentListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Queues a background task that builds a video report (objects, persons, content or a summary
of the three) for a period and filters, in a file format. Answers the task in state `queued`;
the cabinet's video reports screen follows it in the task list and offers the download once it
is `done`.

 * @summary Order a video report
 */
export const videoReportTaskAdd = (
    videoReportTaskAddRequest: BodyType<VideoReportTaskAddRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoReportTaskItem>(
      {url: `/api/v1/video/report/task/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoReportTaskAddRequest, signal
    },
      options);
    }
  


export const getVideoReportTaskAddMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoReportTaskAdd>>, TError,{data: BodyType<VideoReportTaskAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof videoReportTaskAdd>>, TError,{data: BodyType<VideoReportTaskAddRequest>}, TContext> => {

const mutationKey = ['videoReportTaskAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof videoReportTaskAdd>>, {data: BodyType<VideoReportTaskAddRequest>}> = (props) => {
          const {data} = props ?? {};

          return  videoReportTaskAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type VideoReportTaskAddMutationResult = NonNullable<Awaited<ReturnType<typeof videoReportTaskAdd>>>
    export type VideoReportTaskAddMutationBody = BodyType<VideoReportTaskAddRequest>
    export type VideoReportTaskAddMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Order a video report
 */
export const useVideoReportTaskAdd = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof videoReportTaskAdd>>, TError,{data: BodyType<VideoReportTaskAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof videoReportTaskAdd>>,
        TError,
        {data: BodyType<VideoReportTaskAddRequest>},
        TContext
      > => {

      const mutationOptions = getVideoReportTaskAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * One page of the user's video report tasks with their state, newest first by default. The
cabinet's video reports screen lists them, polls while a task is `queued` or `processing`,
offers the download of `done` tasks and shows `error` of `failed` ones.

 * @summary Video report tasks
 */
export const videoReportTaskList = (
    videoReportTaskListRequest: BodyType<VideoReportTaskListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<VideoReportTaskList>(
      {url: `/api/v1/video/report/task/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: videoReportTaskListRequest, signal
    },
      options);
    }
  



export const getVideoReportTaskListQueryKey = (videoReportTaskListRequest?: VideoReportTaskListRequest,) => {
    return [
    `/api/v1/video/report/task/list`, videoReportTaskListRequest
    ] as const;
    }

    
export const getVideoReportTaskListQueryOptions = <TData = Awaited<ReturnType<typeof videoReportTaskList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(videoReportTaskListRequest: VideoReportTaskListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoReportTaskListQueryKey(videoReportTaskListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoReportTaskList>>> = ({ signal }) => videoReportTaskList(videoReportTaskListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoReportTaskListQueryResult = NonNullable<Awaited<ReturnType<typeof videoReportTaskList>>>
export type VideoReportTaskListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useVideoReportTaskList<TData = Awaited<ReturnType<typeof videoReportTaskList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoReportTaskListRequest: VideoReportTaskListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoReportTaskList>>,
          TError,
          Awaited<ReturnType<typeof videoReportTaskList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoReportTaskList<TData = Awaited<ReturnType<typeof videoReportTaskList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoReportTaskListRequest: VideoReportTaskListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoReportTaskList>>,
          TError,
          Awaited<ReturnType<typeof videoReportTaskList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoReportTaskList<TData = Awaited<ReturnType<typeof videoReportTaskList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoReportTaskListRequest: VideoReportTaskListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Video report tasks
 */

export function useVideoReportTaskList<TData = Awaited<ReturnType<typeof videoReportTaskList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 videoReportTaskListRequest: VideoReportTaskListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportTaskList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoReportTaskListQueryOptions(videoReportTaskListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The file of a `done` video report task (`id` is the task id) in the requested `file_format`.
The task's own `file_format` is ready at once; another format is rendered from the same data
on request. An unknown task, or one of another user, answers 404; a task that is not `done`
answers 409. The cabinet saves the blob under the name in `Content-Disposition`.

 * @summary Download a video report
 */
export const videoReportDownload = (
    id: number,
    params: VideoReportDownloadParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReportFileResponse>(
      {url: `/api/v1/video/report/${id}/download`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getVideoReportDownloadQueryKey = (id?: number,
    params?: VideoReportDownloadParams,) => {
    return [
    `/api/v1/video/report/${id}/download`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getVideoReportDownloadQueryOptions = <TData = Awaited<ReturnType<typeof videoReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>>(id: number,
    params: VideoReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getVideoReportDownloadQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof videoReportDownload>>> = ({ signal }) => videoReportDownload(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type VideoReportDownloadQueryResult = NonNullable<Awaited<ReturnType<typeof videoReportDownload>>>
export type VideoReportDownloadQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>


export function useVideoReportDownload<TData = Awaited<ReturnType<typeof videoReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>>(
 id: number,
    params: VideoReportDownloadParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoReportDownload>>,
          TError,
          Awaited<ReturnType<typeof videoReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoReportDownload<TData = Awaited<ReturnType<typeof videoReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>>(
 id: number,
    params: VideoReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof videoReportDownload>>,
          TError,
          Awaited<ReturnType<typeof videoReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useVideoReportDownload<TData = Awaited<ReturnType<typeof videoReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>>(
 id: number,
    params: VideoReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a video report
 */

export function useVideoReportDownload<TData = Awaited<ReturnType<typeof videoReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ApiError | ServerErrorResponse>>(
 id: number,
    params: VideoReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof videoReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getVideoReportDownloadQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



