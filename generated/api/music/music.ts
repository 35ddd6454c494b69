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
  ForbiddenResponse,
  MusicReport,
  MusicReportDownloadRequest,
  MusicReportRequest,
  MusicStatistics,
  MusicStoriesListRequest,
  MusicStoryList,
  MusicThemeTop,
  PayloadTooLargeResponse,
  ReportFileResponse,
  ServerErrorResponse,
  StatisticsFilter,
  TrackUploadForm,
  TrackUploadItem,
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
 * The genre chart of the music main screen: music themes ranked by how many times their tracks
were played in the period on the selected channels. Takes the cabinet's statistics filters;
`limit` caps the number of themes.

 * @summary Top music themes (genres)
 */
export const musicThemesTopList = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MusicThemeTop>(
      {url: `/api/v1/music/themes/top/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getMusicThemesTopListQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/music/themes/top/list`, statisticsFilter
    ] as const;
    }

    
export const getMusicThemesTopListQueryOptions = <TData = Awaited<ReturnType<typeof musicThemesTopList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicThemesTopListQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicThemesTopList>>> = ({ signal }) => musicThemesTopList(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicThemesTopListQueryResult = NonNullable<Awaited<ReturnType<typeof musicThemesTopList>>>
export type MusicThemesTopListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicThemesTopList<TData = Awaited<ReturnType<typeof musicThemesTopList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicThemesTopList>>,
          TError,
          Awaited<ReturnType<typeof musicThemesTopList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicThemesTopList<TData = Awaited<ReturnType<typeof musicThemesTopList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicThemesTopList>>,
          TError,
          Awaited<ReturnType<typeof musicThemesTopList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicThemesTopList<TData = Awaited<ReturnType<typeof musicThemesTopList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top music themes (genres)
 */

export function useMusicThemesTopList<TData = Awaited<ReturnType<typeof musicThemesTopList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicThemesTopList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicThemesTopListQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The stories block of the music main screen: premieres, chart runs, awards and tours, each
grouping the plays of related tracks in the period on the selected channels. Optionally
narrowed to one music theme (`theme_id` from the top themes); paged, most played first.

 * @summary Airplay stories
 */
export const musicStoriesList = (
    musicStoriesListRequest: BodyType<MusicStoriesListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MusicStoryList>(
      {url: `/api/v1/music/stories/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: musicStoriesListRequest, signal
    },
      options);
    }
  



export const getMusicStoriesListQueryKey = (musicStoriesListRequest?: MusicStoriesListRequest,) => {
    return [
    `/api/v1/music/stories/list`, musicStoriesListRequest
    ] as const;
    }

    
export const getMusicStoriesListQueryOptions = <TData = Awaited<ReturnType<typeof musicStoriesList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(musicStoriesListRequest: MusicStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicStoriesListQueryKey(musicStoriesListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicStoriesList>>> = ({ signal }) => musicStoriesList(musicStoriesListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicStoriesListQueryResult = NonNullable<Awaited<ReturnType<typeof musicStoriesList>>>
export type MusicStoriesListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicStoriesList<TData = Awaited<ReturnType<typeof musicStoriesList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicStoriesListRequest: MusicStoriesListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicStoriesList>>,
          TError,
          Awaited<ReturnType<typeof musicStoriesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicStoriesList<TData = Awaited<ReturnType<typeof musicStoriesList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicStoriesListRequest: MusicStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicStoriesList>>,
          TError,
          Awaited<ReturnType<typeof musicStoriesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicStoriesList<TData = Awaited<ReturnType<typeof musicStoriesList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicStoriesListRequest: MusicStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Airplay stories
 */

export function useMusicStoriesList<TData = Awaited<ReturnType<typeof musicStoriesList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicStoriesListRequest: MusicStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicStoriesListQueryOptions(musicStoriesListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The music reports screen of the cabinet and of the admin console: every play of a monitored
track in the period, one row per play (time, channel, artist, title, time on air), optionally
narrowed to channels, artists and tracks (`track_id` is the id of the track's upload). Paged
and sortable; the same filters feed the report download.

 * @summary Airplay report
 */
export const musicReport = (
    musicReportRequest: BodyType<MusicReportRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MusicReport>(
      {url: `/api/v1/music/report`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: musicReportRequest, signal
    },
      options);
    }
  



export const getMusicReportQueryKey = (musicReportRequest?: MusicReportRequest,) => {
    return [
    `/api/v1/music/report`, musicReportRequest
    ] as const;
    }

    
export const getMusicReportQueryOptions = <TData = Awaited<ReturnType<typeof musicReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(musicReportRequest: MusicReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicReportQueryKey(musicReportRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicReport>>> = ({ signal }) => musicReport(musicReportRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicReportQueryResult = NonNullable<Awaited<ReturnType<typeof musicReport>>>
export type MusicReportQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicReport<TData = Awaited<ReturnType<typeof musicReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportRequest: MusicReportRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicReport>>,
          TError,
          Awaited<ReturnType<typeof musicReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicReport<TData = Awaited<ReturnType<typeof musicReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportRequest: MusicReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicReport>>,
          TError,
          Awaited<ReturnType<typeof musicReport>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicReport<TData = Awaited<ReturnType<typeof musicReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportRequest: MusicReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Airplay report
 */

export function useMusicReport<TData = Awaited<ReturnType<typeof musicReport>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportRequest: MusicReportRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReport>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicReportQueryOptions(musicReportRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The download button of the music reports screen (cabinet and admin console): the whole
airplay report for the same filters as the screen, without paging, as a PDF, XLSX, DOCX or
CSV file that the browser saves.

 * @summary Download the airplay report
 */
export const musicReportDownload = (
    musicReportDownloadRequest: BodyType<MusicReportDownloadRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReportFileResponse>(
      {url: `/api/v1/music/report/download`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: musicReportDownloadRequest, signal
    },
      options);
    }
  



export const getMusicReportDownloadQueryKey = (musicReportDownloadRequest?: MusicReportDownloadRequest,) => {
    return [
    `/api/v1/music/report/download`, musicReportDownloadRequest
    ] as const;
    }

    
export const getMusicReportDownloadQueryOptions = <TData = Awaited<ReturnType<typeof musicReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(musicReportDownloadRequest: MusicReportDownloadRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicReportDownloadQueryKey(musicReportDownloadRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicReportDownload>>> = ({ signal }) => musicReportDownload(musicReportDownloadRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicReportDownloadQueryResult = NonNullable<Awaited<ReturnType<typeof musicReportDownload>>>
export type MusicReportDownloadQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicReportDownload<TData = Awaited<ReturnType<typeof musicReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportDownloadRequest: MusicReportDownloadRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicReportDownload>>,
          TError,
          Awaited<ReturnType<typeof musicReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicReportDownload<TData = Awaited<ReturnType<typeof musicReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportDownloadRequest: MusicReportDownloadRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicReportDownload>>,
          TError,
          Awaited<ReturnType<typeof musicReportDownload>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicReportDownload<TData = Awaited<ReturnType<typeof musicReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportDownloadRequest: MusicReportDownloadRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download the airplay report
 */

export function useMusicReportDownload<TData = Awaited<ReturnType<typeof musicReportDownload>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 musicReportDownloadRequest: MusicReportDownloadRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicReportDownload>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicReportDownloadQueryOptions(musicReportDownloadRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The charts of the music main screen: plays of monitored tracks in the period (`total`), plays
per date (`dynamics`, sorted by date), the top tracks (`items`) and the top artists
(`artists`), each list capped by `limit`. Takes the cabinet's statistics filters.

 * @summary Airplay statistics
 */
export const musicStatistics = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MusicStatistics>(
      {url: `/api/v1/music/statistics`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getMusicStatisticsQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/music/statistics`, statisticsFilter
    ] as const;
    }

    
export const getMusicStatisticsQueryOptions = <TData = Awaited<ReturnType<typeof musicStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicStatisticsQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicStatistics>>> = ({ signal }) => musicStatistics(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicStatisticsQueryResult = NonNullable<Awaited<ReturnType<typeof musicStatistics>>>
export type MusicStatisticsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicStatistics<TData = Awaited<ReturnType<typeof musicStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicStatistics>>,
          TError,
          Awaited<ReturnType<typeof musicStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicStatistics<TData = Awaited<ReturnType<typeof musicStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicStatistics>>,
          TError,
          Awaited<ReturnType<typeof musicStatistics>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicStatistics<TData = Awaited<ReturnType<typeof musicStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Airplay statistics
 */

export function useMusicStatistics<TData = Awaited<ReturnType<typeof musicStatistics>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicStatistics>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicStatisticsQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The cabinet's music upload screen: one audio file in `file` plus optional metadata (artist,
title, album, ISRC) overriding the file's tags. Accepted media types: `audio/mpeg` (MP3),
`audio/wav`, `audio/flac`, `audio/aac` and `audio/ogg`; at most 100 MiB (104 857 600 bytes,
`x-max-upload-bytes`). The upload is created in state `queued`; once processed (`done`) its
plays appear in the airplay reports and statistics, and its progress shows in the upload
history. On failure the cabinet shows the server's error body as is. Sent without
`X-Content-Hash`.

**Storage quota**: an account keeps at most 5 GiB (5 368 709 120 bytes,
`x-storage-quota-bytes`) of track uploads, counted over every upload in its history; the
upload that would pass it answers 413 with `storage_quota_exceeded`. A larger file answers
413 with `payload_too_large`, as soon as its bytes pass the limit.

 * @summary Upload a track
 */
export const musicUploadTrack = (
    trackUploadForm: BodyType<TrackUploadForm>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      const formData = new FormData();
if(trackUploadForm.artist !== undefined) {
 formData.append(`artist`, trackUploadForm.artist)
 }
if(trackUploadForm.title !== undefined) {
 formData.append(`title`, trackUploadForm.title)
 }
if(trackUploadForm.album !== undefined) {
 formData.append(`album`, trackUploadForm.album)
 }
if(trackUploadForm.isrc !== undefined) {
 formData.append(`isrc`, trackUploadForm.isrc)
 }
formData.append(`file`, trackUploadForm.file)

      return apiRequest<TrackUploadItem>(
      {url: `/api/v1/music/upload/track`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }
  


export const getMusicUploadTrackMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof musicUploadTrack>>, TError,{data: BodyType<TrackUploadForm>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof musicUploadTrack>>, TError,{data: BodyType<TrackUploadForm>}, TContext> => {

const mutationKey = ['musicUploadTrack'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof musicUploadTrack>>, {data: BodyType<TrackUploadForm>}> = (props) => {
          const {data} = props ?? {};

          return  musicUploadTrack(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type MusicUploadTrackMutationResult = NonNullable<Awaited<ReturnType<typeof musicUploadTrack>>>
    export type MusicUploadTrackMutationBody = BodyType<TrackUploadForm>
    export type MusicUploadTrackMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>

    /**
 * @summary Upload a track
 */
export const useMusicUploadTrack = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | PayloadTooLargeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof musicUploadTrack>>, TError,{data: BodyType<TrackUploadForm>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof musicUploadTrack>>,
        TError,
        {data: BodyType<TrackUploadForm>},
        TContext
      > => {

      const mutationOptions = getMusicUploadTrackMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The cabinet's upload history screen: the tracks the signed-in user uploaded, with their
processing state, paged and sortable, optionally narrowed by a search string and by states.
The cabinet polls it while uploads are `queued` or `processing`.

 * @summary The user's upload history
 */
export const musicUploadList = (
    uploadListRequest: BodyType<UploadListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UploadList>(
      {url: `/api/v1/music/upload/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: uploadListRequest, signal
    },
      options);
    }
  



export const getMusicUploadListQueryKey = (uploadListRequest?: UploadListRequest,) => {
    return [
    `/api/v1/music/upload/list`, uploadListRequest
    ] as const;
    }

    
export const getMusicUploadListQueryOptions = <TData = Awaited<ReturnType<typeof musicUploadList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMusicUploadListQueryKey(uploadListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof musicUploadList>>> = ({ signal }) => musicUploadList(uploadListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MusicUploadListQueryResult = NonNullable<Awaited<ReturnType<typeof musicUploadList>>>
export type MusicUploadListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useMusicUploadList<TData = Awaited<ReturnType<typeof musicUploadList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicUploadList>>,
          TError,
          Awaited<ReturnType<typeof musicUploadList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicUploadList<TData = Awaited<ReturnType<typeof musicUploadList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof musicUploadList>>,
          TError,
          Awaited<ReturnType<typeof musicUploadList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMusicUploadList<TData = Awaited<ReturnType<typeof musicUploadList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The user's upload history
 */

export function useMusicUploadList<TData = Awaited<ReturnType<typeof musicUploadList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 uploadListRequest: UploadListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof musicUploadList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMusicUploadListQueryOptions(uploadListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



