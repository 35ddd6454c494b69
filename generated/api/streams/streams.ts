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
  ServerErrorResponse,
  StreamAddRequest,
  StreamDemandCreateRequest,
  StreamItem,
  StreamKindList,
  StreamList,
  StreamListRequest,
  StreamTypeList,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The types a monitored stream can have (television, radio, web). The cabinet fills the type
select of the stream filters and of the add-stream form with it. Takes no body.

 * @summary Stream type dictionary
 */
export const streamTypeList = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamTypeList>(
      {url: `/api/v1/stream/type/list`, method: 'POST', signal
    },
      options);
    }
  



export const getStreamTypeListQueryKey = () => {
    return [
    `/api/v1/stream/type/list`
    ] as const;
    }

    
export const getStreamTypeListQueryOptions = <TData = Awaited<ReturnType<typeof streamTypeList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamTypeListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamTypeList>>> = ({ signal }) => streamTypeList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamTypeListQueryResult = NonNullable<Awaited<ReturnType<typeof streamTypeList>>>
export type StreamTypeListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>


export function useStreamTypeList<TData = Awaited<ReturnType<typeof streamTypeList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamTypeList>>,
          TError,
          Awaited<ReturnType<typeof streamTypeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamTypeList<TData = Awaited<ReturnType<typeof streamTypeList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamTypeList>>,
          TError,
          Awaited<ReturnType<typeof streamTypeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamTypeList<TData = Awaited<ReturnType<typeof streamTypeList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Stream type dictionary
 */

export function useStreamTypeList<TData = Awaited<ReturnType<typeof streamTypeList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamTypeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamTypeListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The ways a stream can be captured (live air, the channel's archive, an on-demand recording).
The cabinet fills the kind select of the stream filters and of the add-stream form with it.
Takes no body.

 * @summary Stream kind dictionary
 */
export const streamKindList = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamKindList>(
      {url: `/api/v1/stream/kind/list`, method: 'POST', signal
    },
      options);
    }
  



export const getStreamKindListQueryKey = () => {
    return [
    `/api/v1/stream/kind/list`
    ] as const;
    }

    
export const getStreamKindListQueryOptions = <TData = Awaited<ReturnType<typeof streamKindList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamKindListQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamKindList>>> = ({ signal }) => streamKindList(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamKindListQueryResult = NonNullable<Awaited<ReturnType<typeof streamKindList>>>
export type StreamKindListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>


export function useStreamKindList<TData = Awaited<ReturnType<typeof streamKindList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamKindList>>,
          TError,
          Awaited<ReturnType<typeof streamKindList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamKindList<TData = Awaited<ReturnType<typeof streamKindList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamKindList>>,
          TError,
          Awaited<ReturnType<typeof streamKindList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamKindList<TData = Awaited<ReturnType<typeof streamKindList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Stream kind dictionary
 */

export function useStreamKindList<TData = Awaited<ReturnType<typeof streamKindList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamKindList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamKindListQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Pages through the streams the account monitors, with their capture state. The cabinet's
stream management screen (video section, sources) shows it and polls it while streams are
`queued` or `processing`, so it is a no-cache endpoint: the cabinet sends no `X-Content-Hash`.

 * @summary Monitored streams
 */
export const streamList = (
    streamListRequest: BodyType<StreamListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamList>(
      {url: `/api/v1/stream/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: streamListRequest, signal
    },
      options);
    }
  



export const getStreamListQueryKey = (streamListRequest?: StreamListRequest,) => {
    return [
    `/api/v1/stream/list`, streamListRequest
    ] as const;
    }

    
export const getStreamListQueryOptions = <TData = Awaited<ReturnType<typeof streamList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(streamListRequest: StreamListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStreamListQueryKey(streamListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof streamList>>> = ({ signal }) => streamList(streamListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StreamListQueryResult = NonNullable<Awaited<ReturnType<typeof streamList>>>
export type StreamListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStreamList<TData = Awaited<ReturnType<typeof streamList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamListRequest: StreamListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamList>>,
          TError,
          Awaited<ReturnType<typeof streamList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamList<TData = Awaited<ReturnType<typeof streamList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamListRequest: StreamListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof streamList>>,
          TError,
          Awaited<ReturnType<typeof streamList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStreamList<TData = Awaited<ReturnType<typeof streamList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamListRequest: StreamListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Monitored streams
 */

export function useStreamList<TData = Awaited<ReturnType<typeof streamList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 streamListRequest: StreamListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof streamList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStreamListQueryOptions(streamListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Asks the service to monitor a stream, from the add-stream form of the stream management
screen. The stream starts `queued` until an operator checks the source, then moves to
`processing`. `channel_id` links it to a monitored channel; without it the stream stays
unlinked (`channel_id: null`). An url the account already monitors answers 400 on `url`; an
unknown `channel_id` answers 404.

 * @summary Request a new stream to monitor
 */
export const streamAdd = (
    streamAddRequest: BodyType<StreamAddRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamItem>(
      {url: `/api/v1/stream/add`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: streamAddRequest, signal
    },
      options);
    }
  


export const getStreamAddMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamAdd>>, TError,{data: BodyType<StreamAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof streamAdd>>, TError,{data: BodyType<StreamAddRequest>}, TContext> => {

const mutationKey = ['streamAdd'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof streamAdd>>, {data: BodyType<StreamAddRequest>}> = (props) => {
          const {data} = props ?? {};

          return  streamAdd(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StreamAddMutationResult = NonNullable<Awaited<ReturnType<typeof streamAdd>>>
    export type StreamAddMutationBody = BodyType<StreamAddRequest>
    export type StreamAddMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Request a new stream to monitor
 */
export const useStreamAdd = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamAdd>>, TError,{data: BodyType<StreamAddRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof streamAdd>>,
        TError,
        {data: BodyType<StreamAddRequest>},
        TContext
      > => {

      const mutationOptions = getStreamAddMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Creates an `on_demand` stream: a one-off recording of a channel's air between `start` and
`end`, ordered from the stream management screen when a window of air is needed that no
live or archive stream covers. The window may last at most 24 hours and must lie within the
last 30 days or in the future. The recording starts `queued`, is `processing` while it is
captured and `done` when it can be played and analysed. An unknown `channel_id` answers 404.

 * @summary Order an on-demand recording of a channel
 */
export const streamDemandCreate = (
    streamDemandCreateRequest: BodyType<StreamDemandCreateRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StreamItem>(
      {url: `/api/v1/stream/demand/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: streamDemandCreateRequest, signal
    },
      options);
    }
  


export const getStreamDemandCreateMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamDemandCreate>>, TError,{data: BodyType<StreamDemandCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof streamDemandCreate>>, TError,{data: BodyType<StreamDemandCreateRequest>}, TContext> => {

const mutationKey = ['streamDemandCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof streamDemandCreate>>, {data: BodyType<StreamDemandCreateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  streamDemandCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type StreamDemandCreateMutationResult = NonNullable<Awaited<ReturnType<typeof streamDemandCreate>>>
    export type StreamDemandCreateMutationBody = BodyType<StreamDemandCreateRequest>
    export type StreamDemandCreateMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Order an on-demand recording of a channel
 */
export const useStreamDemandCreate = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof streamDemandCreate>>, TError,{data: BodyType<StreamDemandCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof streamDemandCreate>>,
        TError,
        {data: BodyType<StreamDemandCreateRequest>},
        TContext
      > => {

      const mutationOptions = getStreamDemandCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    