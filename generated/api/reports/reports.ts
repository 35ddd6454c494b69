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
  ForbiddenResponse,
  NotFoundResponse,
  ReportFileResponse,
  RspReportDownloadParams,
  RspReportList,
  RspReportListRequest,
  ServerErrorResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The all-reports screen: the user's reports across the info, music, video and transcription
sections, with their period, generation state and the file formats ready for download
(through the report download). Paged and sortable, optionally narrowed by type and state.

 * @summary Combined reports
 */
export const rspReportList = (
    rspReportListRequest: BodyType<RspReportListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RspReportList>(
      {url: `/api/v1/rsp/report/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: rspReportListRequest, signal
    },
      options);
    }
  



export const getRspReportListQueryKey = (rspReportListRequest?: RspReportListRequest,) => {
    return [
    `/api/v1/rsp/report/list`, rspReportListRequest
    ] as const;
    }

    
export const getRspReportListQueryOptions = <TData = Awaited<ReturnType<typeof rspReportList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(rspReportListRequest: RspReportListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRspReportListQueryKey(rspReportListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof rspReportList>>> = ({ signal }) => rspReportList(rspReportListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RspReportListQueryResult = NonNullable<Awaited<ReturnType<typeof rspReportList>>>
export type RspReportListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useRspReportList<TData = Awaited<ReturnType<typeof rspReportList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 rspReportListRequest: RspReportListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof rspReportList>>,
          TError,
          Awaited<ReturnType<typeof rspReportList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRspReportList<TData = Awaited<ReturnType<typeof rspReportList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 rspReportListRequest: RspReportListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof rspReportList>>,
          TError,
          Awaited<ReturnType<typeof rspReportList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRspReportList<TData = Awaited<ReturnType<typeof rspReportList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 rspReportListRequest: RspReportListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Combined reports
 */

export function useRspReportList<TData = Awaited<ReturnType<typeof rspReportList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 rspReportListRequest: RspReportListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRspReportListQueryOptions(rspReportListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The download buttons of the all-reports screen: the report named by `id` in one of the
formats its `formats` lists, as a file the browser saves. An unknown id, or a report that is
not `done`, answers 404; a format the report does not offer answers 400.

 * @summary Download a combined report
 */
export const rspReportDownload = (
    id: number,
    params: RspReportDownloadParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReportFileResponse>(
      {url: `/api/v1/rsp/report/${id}/download`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getRspReportDownloadQueryKey = (id?: number,
    params?: RspReportDownloadParams,) => {
    return [
    `/api/v1/rsp/report/${id}/download`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getRspReportDownloadQueryOptions = <TData = Awaited<ReturnType<typeof rspReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(id: number,
    params: RspReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRspReportDownloadQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof rspReportDownload>>> = ({ signal }) => rspReportDownload(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RspReportDownloadQueryResult = NonNullable<Awaited<ReturnType<typeof rspReportDownload>>>
export type RspReportDownloadQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>


export function useRspReportDownload<TData = Awaited<ReturnType<typeof rspReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: RspReportDownloadParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof rspReportDownload>>,
          TError,
          Awaited<ReturnType<typeof rspReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRspReportDownload<TData = Awaited<ReturnType<typeof rspReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: RspReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof rspReportDownload>>,
          TError,
          Awaited<ReturnType<typeof rspReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRspReportDownload<TData = Awaited<ReturnType<typeof rspReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: RspReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download a combined report
 */

export function useRspReportDownload<TData = Awaited<ReturnType<typeof rspReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: RspReportDownloadParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rspReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRspReportDownloadQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



