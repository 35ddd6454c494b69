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
  ServerErrorResponse,
  TranscriptionChannels,
  TranscriptionCreateRequest,
  TranscriptionItem,
  TranscriptionList,
  TranscriptionListRequest,
  TranscriptionReportItem,
  TranscriptionReportRequest,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Pages through the account's transcription reports with their channel, window of air,
language and state. The cabinet's transcription screen lists them and opens a `done` report
with the report call.

 * @summary Transcription reports
 */
export const transcriptionList = (
    transcriptionListRequest: BodyType<TranscriptionListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TranscriptionList>(
      {url: `/api/v1/transcription/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: transcriptionListRequest, signal
    },
      options);
    }
  



export const getTranscriptionListQueryKey = (transcriptionListRequest?: TranscriptionListRequest,) => {
    return [
    `/api/v1/transcription/list`, transcriptionListRequest
    ] as const;
    }

    
export const getTranscriptionListQueryOptions = <TData = Awaited<ReturnType<typeof transcriptionList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(transcriptionListRequest: TranscriptionListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTranscriptionListQueryKey(transcriptionListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof transcriptionList>>> = ({ signal }) => transcriptionList(transcriptionListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TranscriptionListQueryResult = NonNullable<Awaited<ReturnType<typeof transcriptionList>>>
export type TranscriptionListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useTranscriptionList<TData = Awaited<ReturnType<typeof transcriptionList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionListRequest: TranscriptionListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionList>>,
          TError,
          Awaited<ReturnType<typeof transcriptionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionList<TData = Awaited<ReturnType<typeof transcriptionList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionListRequest: TranscriptionListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionList>>,
          TError,
          Awaited<ReturnType<typeof transcriptionList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionList<TData = Awaited<ReturnType<typeof transcriptionList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionListRequest: TranscriptionListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Transcription reports
 */

export function useTranscriptionList<TData = Awaited<ReturnType<typeof transcriptionList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionListRequest: TranscriptionListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTranscriptionListQueryOptions(transcriptionListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The text of one transcription report: its utterances with their times (seconds from the
beginning of the window), speakers and recognised persons. The cabinet shows it as the
report's transcript next to the player. While the report is `queued` or `processing`,
`segments` is empty. An unknown id answers 404.

 * @summary One transcription report with its text
 */
export const transcriptionReport = (
    transcriptionReportRequest: BodyType<TranscriptionReportRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TranscriptionReportItem>(
      {url: `/api/v1/transcription/report`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: transcriptionReportRequest, signal
    },
      options);
    }
  



export const getTranscriptionReportQueryKey = (transcriptionReportRequest?: TranscriptionReportRequest,) => {
    return [
    `/api/v1/transcription/report`, transcriptionReportRequest
    ] as const;
    }

    
export const getTranscriptionReportQueryOptions = <TData = Awaited<ReturnType<typeof transcriptionReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(transcriptionReportRequest: TranscriptionReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTranscriptionReportQueryKey(transcriptionReportRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof transcriptionReport>>> = ({ signal }) => transcriptionReport(transcriptionReportRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TranscriptionReportQueryResult = NonNullable<Awaited<ReturnType<typeof transcriptionReport>>>
export type TranscriptionReportQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useTranscriptionReport<TData = Awaited<ReturnType<typeof transcriptionReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionReportRequest: TranscriptionReportRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionReport>>,
          TError,
          Awaited<ReturnType<typeof transcriptionReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionReport<TData = Awaited<ReturnType<typeof transcriptionReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionReportRequest: TranscriptionReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionReport>>,
          TError,
          Awaited<ReturnType<typeof transcriptionReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionReport<TData = Awaited<ReturnType<typeof transcriptionReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionReportRequest: TranscriptionReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One transcription report with its text
 */

export function useTranscriptionReport<TData = Awaited<ReturnType<typeof transcriptionReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 transcriptionReportRequest: TranscriptionReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTranscriptionReportQueryOptions(transcriptionReportRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Orders the transcription of a window of a TV or radio channel's air in Russian, English or
Arabic, from the transcription screen's create form. The report starts `queued`, is
`processing` while the speech is recognised and `done` when its text can be read with the
report call. The window may last at most 4 hours and must have been broadcast already. An
unknown `channel_id` answers 404.

 * @summary Order a transcription report
 */
export const transcriptionCreate = (
    transcriptionCreateRequest: BodyType<TranscriptionCreateRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TranscriptionItem>(
      {url: `/api/v1/transcription/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: transcriptionCreateRequest, signal
    },
      options);
    }
  


export const getTranscriptionCreateMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transcriptionCreate>>, TError,{data: BodyType<TranscriptionCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof transcriptionCreate>>, TError,{data: BodyType<TranscriptionCreateRequest>}, TContext> => {

const mutationKey = ['transcriptionCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof transcriptionCreate>>, {data: BodyType<TranscriptionCreateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  transcriptionCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type TranscriptionCreateMutationResult = NonNullable<Awaited<ReturnType<typeof transcriptionCreate>>>
    export type TranscriptionCreateMutationBody = BodyType<TranscriptionCreateRequest>
    export type TranscriptionCreateMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Order a transcription report
 */
export const useTranscriptionCreate = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | ApiError | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof transcriptionCreate>>, TError,{data: BodyType<TranscriptionCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof transcriptionCreate>>,
        TError,
        {data: BodyType<TranscriptionCreateRequest>},
        TContext
      > => {

      const mutationOptions = getTranscriptionCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Every TV and radio channel whose air the account may order a transcription of: the channels
monitored on air with a recording in the last 30 days, sorted by type (TV first) and then by
name in Unicode order (a client sorts them again in its reader's language). The transcription
screen's order form offers them as its channel choice. The call needs only the transcription
reports' access (`rsp`), so an account without the info section can order a transcription
too. At most 2,000 channels.

 * @summary Channels a transcription can be ordered for
 */
export const transcriptionChannels = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<TranscriptionChannels>(
      {url: `/api/v1/transcription/channels`, method: 'GET', signal
    },
      options);
    }
  



export const getTranscriptionChannelsQueryKey = () => {
    return [
    `/api/v1/transcription/channels`
    ] as const;
    }

    
export const getTranscriptionChannelsQueryOptions = <TData = Awaited<ReturnType<typeof transcriptionChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getTranscriptionChannelsQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof transcriptionChannels>>> = ({ signal }) => transcriptionChannels(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type TranscriptionChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof transcriptionChannels>>>
export type TranscriptionChannelsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>


export function useTranscriptionChannels<TData = Awaited<ReturnType<typeof transcriptionChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionChannels>>,
          TError,
          Awaited<ReturnType<typeof transcriptionChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionChannels<TData = Awaited<ReturnType<typeof transcriptionChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof transcriptionChannels>>,
          TError,
          Awaited<ReturnType<typeof transcriptionChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useTranscriptionChannels<TData = Awaited<ReturnType<typeof transcriptionChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Channels a transcription can be ordered for
 */

export function useTranscriptionChannels<TData = Awaited<ReturnType<typeof transcriptionChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof transcriptionChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getTranscriptionChannelsQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



