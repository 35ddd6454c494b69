/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  ApiError,
  BroadcastList,
  BroadcastListRequest,
  ForbiddenResponse,
  NotFoundResponse,
  ServerErrorResponse,
  TimelineProgramGetParams,
  TimelineProgramItem,
  TimelineSegmentGetParams,
  TimelineSegmentItem,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The programs each requested TV or radio channel aired on a date, as intervals of the day
(`HH:mm:ss`, Moscow time) sorted by `start`. The cabinet's broadcast screen
(`/cabinet/info/broadcast`) draws one timeline row per channel from it and opens a program
with the program call. Channels without recorded air on the date are left out; an unknown
channel id answers 404.

 * @summary Broadcast day of channels
 */
export const timelineBroadcastList = (
    broadcastListRequest: BodyType<BroadcastListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<BroadcastList>(
      {url: `/api/v1/timeline/broadcast/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: broadcastListRequest, signal
    },
      options);
    }
  



export const getTimelineBroadcastListQueryKey = (broadcastListRequest?: BroadcastListRequest,) => {
    return [
    `/api/v1/timeline/broadcast/list`, broadcastListRequest
    ] as const;
    }

    
export const getTimelineBroadcastListQueryOptions = <TData = Awaited<ReturnType<typeof timelineBroadcastList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(broadcastListRequest: BroadcastListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTimelineBroadcastListQueryKey(broadcastListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof timelineBroadcastList>>> = ({ signal }) => timelineBroadcastList(broadcastListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TimelineBroadcastListQueryResult = NonNullable<Awaited<ReturnType<typeof timelineBroadcastList>>>
export type TimelineBroadcastListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useTimelineBroadcastList<TData = Awaited<ReturnType<typeof timelineBroadcastList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 broadcastListRequest: BroadcastListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineBroadcastList>>,
          TError,
          Awaited<ReturnType<typeof timelineBroadcastList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineBroadcastList<TData = Awaited<ReturnType<typeof timelineBroadcastList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 broadcastListRequest: BroadcastListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineBroadcastList>>,
          TError,
          Awaited<ReturnType<typeof timelineBroadcastList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineBroadcastList<TData = Awaited<ReturnType<typeof timelineBroadcastList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 broadcastListRequest: BroadcastListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Broadcast day of channels
 */

export function useTimelineBroadcastList<TData = Awaited<ReturnType<typeof timelineBroadcastList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 broadcastListRequest: BroadcastListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineBroadcastList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTimelineBroadcastListQueryOptions(broadcastListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One airing from the broadcast timeline with its description and its segments (the topics
covered, each with its main theme, story and tonality), sorted by `start`. The cabinet opens
it when the user clicks a program on the broadcast screen, and opens a segment with the
segment call. `program_id` is the `program_id` of a timeline interval of `date`. Programs
without monitored speech (films, series) have no segments. An unknown program answers 404.

 * @summary One program of the broadcast day
 */
export const timelineProgramGet = (
    params: TimelineProgramGetParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TimelineProgramItem>(
      {url: `/api/v1/timeline/program/get`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getTimelineProgramGetQueryKey = (params?: TimelineProgramGetParams,) => {
    return [
    `/api/v1/timeline/program/get`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getTimelineProgramGetQueryOptions = <TData = Awaited<ReturnType<typeof timelineProgramGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(params: TimelineProgramGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTimelineProgramGetQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof timelineProgramGet>>> = ({ signal }) => timelineProgramGet(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TimelineProgramGetQueryResult = NonNullable<Awaited<ReturnType<typeof timelineProgramGet>>>
export type TimelineProgramGetQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>


export function useTimelineProgramGet<TData = Awaited<ReturnType<typeof timelineProgramGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 params: TimelineProgramGetParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineProgramGet>>,
          TError,
          Awaited<ReturnType<typeof timelineProgramGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineProgramGet<TData = Awaited<ReturnType<typeof timelineProgramGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 params: TimelineProgramGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineProgramGet>>,
          TError,
          Awaited<ReturnType<typeof timelineProgramGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineProgramGet<TData = Awaited<ReturnType<typeof timelineProgramGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 params: TimelineProgramGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One program of the broadcast day
 */

export function useTimelineProgramGet<TData = Awaited<ReturnType<typeof timelineProgramGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 params: TimelineProgramGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineProgramGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTimelineProgramGetQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The details of a stretch of a channel's air between `start` and `end` of `date`: the themes,
persons and markers recognised in it, its story, an excerpt of its transcript and its
tonality. The cabinet opens it from a segment of the program view (with that segment's
`start` and `end`) or from a stretch the user selects on the timeline. `end` must be after
`start`. An unknown channel, or a stretch without recorded air, answers 404.

 * @summary What was said in a stretch of a channel's air
 */
export const timelineSegmentGet = (
    params: TimelineSegmentGetParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TimelineSegmentItem>(
      {url: `/api/v1/timeline/segment/get`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getTimelineSegmentGetQueryKey = (params?: TimelineSegmentGetParams,) => {
    return [
    `/api/v1/timeline/segment/get`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getTimelineSegmentGetQueryOptions = <TData = Awaited<ReturnType<typeof timelineSegmentGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>>(params: TimelineSegmentGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTimelineSegmentGetQueryKey(params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof timelineSegmentGet>>> = ({ signal }) => timelineSegmentGet(params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TimelineSegmentGetQueryResult = NonNullable<Awaited<ReturnType<typeof timelineSegmentGet>>>
export type TimelineSegmentGetQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>


export function useTimelineSegmentGet<TData = Awaited<ReturnType<typeof timelineSegmentGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>>(
 params: TimelineSegmentGetParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineSegmentGet>>,
          TError,
          Awaited<ReturnType<typeof timelineSegmentGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineSegmentGet<TData = Awaited<ReturnType<typeof timelineSegmentGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>>(
 params: TimelineSegmentGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof timelineSegmentGet>>,
          TError,
          Awaited<ReturnType<typeof timelineSegmentGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTimelineSegmentGet<TData = Awaited<ReturnType<typeof timelineSegmentGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>>(
 params: TimelineSegmentGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary What was said in a stretch of a channel's air
 */

export function useTimelineSegmentGet<TData = Awaited<ReturnType<typeof timelineSegmentGet>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | ServerErrorResponse>>(
 params: TimelineSegmentGetParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof timelineSegmentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTimelineSegmentGetQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



