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
  ChannelTopList,
  ForbiddenResponse,
  InfoReportsFileParams,
  InfoReportsList,
  InfoReportsListRequest,
  MainStoriesList,
  MainStoriesListRequest,
  MainThemeTopList,
  MarkerTopList,
  MusicTopList,
  NotFoundResponse,
  PersonCloud,
  PersonTopList,
  ReportFileLink,
  ReportFileRequest,
  ReportFileResponse,
  SentimentResponse,
  ServerErrorResponse,
  StatisticsFilter,
  StoryTopList,
  ThemeTopList,
  ThemesList,
  ThemesListRequest,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Themes with the most mentions within the statistics filters, with their share of all mentions and
their tonality split. The info main page and the themes page show them as a ranked list with
sentiment bars.

 * @summary Top themes
 */
export const infoThemesTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ThemeTopList>(
      {url: `/api/v1/info/themes/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoThemesTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/themes/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoThemesTopQueryOptions = <TData = Awaited<ReturnType<typeof infoThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoThemesTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoThemesTop>>> = ({ signal }) => infoThemesTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoThemesTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoThemesTop>>>
export type InfoThemesTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoThemesTop<TData = Awaited<ReturnType<typeof infoThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoThemesTop>>,
          TError,
          Awaited<ReturnType<typeof infoThemesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoThemesTop<TData = Awaited<ReturnType<typeof infoThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoThemesTop>>,
          TError,
          Awaited<ReturnType<typeof infoThemesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoThemesTop<TData = Awaited<ReturnType<typeof infoThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top themes
 */

export function useInfoThemesTop<TData = Awaited<ReturnType<typeof infoThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoThemesTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Stories (clusters of mentions about one event) with the most mentions within the statistics
filters, with their theme, tonality split and the times of their first and latest mention. The
stories page and the main page list them.

 * @summary Top stories
 */
export const infoStoriesTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StoryTopList>(
      {url: `/api/v1/info/stories/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoStoriesTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/stories/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoStoriesTopQueryOptions = <TData = Awaited<ReturnType<typeof infoStoriesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoStoriesTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoStoriesTop>>> = ({ signal }) => infoStoriesTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoStoriesTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoStoriesTop>>>
export type InfoStoriesTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoStoriesTop<TData = Awaited<ReturnType<typeof infoStoriesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoStoriesTop>>,
          TError,
          Awaited<ReturnType<typeof infoStoriesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoStoriesTop<TData = Awaited<ReturnType<typeof infoStoriesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoStoriesTop>>,
          TError,
          Awaited<ReturnType<typeof infoStoriesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoStoriesTop<TData = Awaited<ReturnType<typeof infoStoriesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top stories
 */

export function useInfoStoriesTop<TData = Awaited<ReturnType<typeof infoStoriesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoStoriesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoStoriesTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Channels (sources) with the most mentions within the statistics filters, with their type, country
and share of all mentions. The sources page and the main page show them.

 * @summary Top channels
 */
export const infoChannelsTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ChannelTopList>(
      {url: `/api/v1/info/channels/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoChannelsTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/channels/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoChannelsTopQueryOptions = <TData = Awaited<ReturnType<typeof infoChannelsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoChannelsTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoChannelsTop>>> = ({ signal }) => infoChannelsTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoChannelsTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoChannelsTop>>>
export type InfoChannelsTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoChannelsTop<TData = Awaited<ReturnType<typeof infoChannelsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoChannelsTop>>,
          TError,
          Awaited<ReturnType<typeof infoChannelsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoChannelsTop<TData = Awaited<ReturnType<typeof infoChannelsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoChannelsTop>>,
          TError,
          Awaited<ReturnType<typeof infoChannelsTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoChannelsTop<TData = Awaited<ReturnType<typeof infoChannelsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top channels
 */

export function useInfoChannelsTop<TData = Awaited<ReturnType<typeof infoChannelsTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoChannelsTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoChannelsTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Tonality of all mentions within the statistics filters: the split over the period (the main page's
donut chart) and the split per day (its sentiment dynamics chart). `limit` does not apply.

 * @summary Sentiment split and dynamics
 */
export const infoSentimentGet = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SentimentResponse>(
      {url: `/api/v1/info/sentiment/get`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoSentimentGetQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/sentiment/get`, statisticsFilter
    ] as const;
    }

    
export const getInfoSentimentGetQueryOptions = <TData = Awaited<ReturnType<typeof infoSentimentGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoSentimentGetQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoSentimentGet>>> = ({ signal }) => infoSentimentGet(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoSentimentGetQueryResult = NonNullable<Awaited<ReturnType<typeof infoSentimentGet>>>
export type InfoSentimentGetQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoSentimentGet<TData = Awaited<ReturnType<typeof infoSentimentGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoSentimentGet>>,
          TError,
          Awaited<ReturnType<typeof infoSentimentGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoSentimentGet<TData = Awaited<ReturnType<typeof infoSentimentGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoSentimentGet>>,
          TError,
          Awaited<ReturnType<typeof infoSentimentGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoSentimentGet<TData = Awaited<ReturnType<typeof infoSentimentGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Sentiment split and dynamics
 */

export function useInfoSentimentGet<TData = Awaited<ReturnType<typeof infoSentimentGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoSentimentGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoSentimentGetQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Persons with the most mentions within the statistics filters, with their position and the tonality
of their mentions. The persons page and the main page show them.

 * @summary Top persons
 */
export const infoPersonTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<PersonTopList>(
      {url: `/api/v1/info/person/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoPersonTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/person/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoPersonTopQueryOptions = <TData = Awaited<ReturnType<typeof infoPersonTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoPersonTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoPersonTop>>> = ({ signal }) => infoPersonTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoPersonTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoPersonTop>>>
export type InfoPersonTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoPersonTop<TData = Awaited<ReturnType<typeof infoPersonTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoPersonTop>>,
          TError,
          Awaited<ReturnType<typeof infoPersonTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoPersonTop<TData = Awaited<ReturnType<typeof infoPersonTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoPersonTop>>,
          TError,
          Awaited<ReturnType<typeof infoPersonTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoPersonTop<TData = Awaited<ReturnType<typeof infoPersonTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top persons
 */

export function useInfoPersonTop<TData = Awaited<ReturnType<typeof infoPersonTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoPersonTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Tracks recognised on air within the statistics filters, with their plays per channel, for the info
main page's music block. `total_plays` counts every play, including tracks beyond `limit`.

 * @summary Music airplay within the filters
 */
export const infoMusicGet = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MusicTopList>(
      {url: `/api/v1/info/music/get`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoMusicGetQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/music/get`, statisticsFilter
    ] as const;
    }

    
export const getInfoMusicGetQueryOptions = <TData = Awaited<ReturnType<typeof infoMusicGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoMusicGetQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoMusicGet>>> = ({ signal }) => infoMusicGet(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoMusicGetQueryResult = NonNullable<Awaited<ReturnType<typeof infoMusicGet>>>
export type InfoMusicGetQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoMusicGet<TData = Awaited<ReturnType<typeof infoMusicGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMusicGet>>,
          TError,
          Awaited<ReturnType<typeof infoMusicGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMusicGet<TData = Awaited<ReturnType<typeof infoMusicGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMusicGet>>,
          TError,
          Awaited<ReturnType<typeof infoMusicGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMusicGet<TData = Awaited<ReturnType<typeof infoMusicGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Music airplay within the filters
 */

export function useInfoMusicGet<TData = Awaited<ReturnType<typeof infoMusicGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMusicGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoMusicGetQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Markers (key entities: organisations, events, projects) with the most mentions within the
statistics filters, with the tonality of those mentions. The key entities page and the main page
show them.

 * @summary Top markers
 */
export const infoMarkersTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MarkerTopList>(
      {url: `/api/v1/info/markers/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoMarkersTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/markers/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoMarkersTopQueryOptions = <TData = Awaited<ReturnType<typeof infoMarkersTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoMarkersTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoMarkersTop>>> = ({ signal }) => infoMarkersTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoMarkersTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoMarkersTop>>>
export type InfoMarkersTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoMarkersTop<TData = Awaited<ReturnType<typeof infoMarkersTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMarkersTop>>,
          TError,
          Awaited<ReturnType<typeof infoMarkersTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMarkersTop<TData = Awaited<ReturnType<typeof infoMarkersTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMarkersTop>>,
          TError,
          Awaited<ReturnType<typeof infoMarkersTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMarkersTop<TData = Awaited<ReturnType<typeof infoMarkersTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top markers
 */

export function useInfoMarkersTop<TData = Awaited<ReturnType<typeof infoMarkersTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMarkersTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoMarkersTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The persons cloud of the persons page: persons with the most mentions within the statistics
filters, each with a weight from 0 to 1 that scales its font (1 for the most mentioned).

 * @summary Persons cloud
 */
export const infoPersonCloud = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<PersonCloud>(
      {url: `/api/v1/info/person/cloud`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoPersonCloudQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/person/cloud`, statisticsFilter
    ] as const;
    }

    
export const getInfoPersonCloudQueryOptions = <TData = Awaited<ReturnType<typeof infoPersonCloud>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoPersonCloudQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoPersonCloud>>> = ({ signal }) => infoPersonCloud(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoPersonCloudQueryResult = NonNullable<Awaited<ReturnType<typeof infoPersonCloud>>>
export type InfoPersonCloudQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoPersonCloud<TData = Awaited<ReturnType<typeof infoPersonCloud>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoPersonCloud>>,
          TError,
          Awaited<ReturnType<typeof infoPersonCloud>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoPersonCloud<TData = Awaited<ReturnType<typeof infoPersonCloud>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoPersonCloud>>,
          TError,
          Awaited<ReturnType<typeof infoPersonCloud>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoPersonCloud<TData = Awaited<ReturnType<typeof infoPersonCloud>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Persons cloud
 */

export function useInfoPersonCloud<TData = Awaited<ReturnType<typeof infoPersonCloud>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoPersonCloud>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoPersonCloudQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The themes page's grid: for each requested theme, its mentions within the statistics filters and
their daily dynamics. The cabinet always sends its fixed list of 16 `theme_id` values; the answer
holds one item per requested theme, in the requested order, themes without mentions included.

 * @summary Mentions of the fixed themes
 */
export const infoThemesList = (
    themesListRequest: BodyType<ThemesListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ThemesList>(
      {url: `/api/v1/info/themes/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: themesListRequest, signal
    },
      options);
    }
  



export const getInfoThemesListQueryKey = (themesListRequest?: ThemesListRequest,) => {
    return [
    `/api/v1/info/themes/list`, themesListRequest
    ] as const;
    }

    
export const getInfoThemesListQueryOptions = <TData = Awaited<ReturnType<typeof infoThemesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(themesListRequest: ThemesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoThemesListQueryKey(themesListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoThemesList>>> = ({ signal }) => infoThemesList(themesListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoThemesListQueryResult = NonNullable<Awaited<ReturnType<typeof infoThemesList>>>
export type InfoThemesListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoThemesList<TData = Awaited<ReturnType<typeof infoThemesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themesListRequest: ThemesListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoThemesList>>,
          TError,
          Awaited<ReturnType<typeof infoThemesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoThemesList<TData = Awaited<ReturnType<typeof infoThemesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themesListRequest: ThemesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoThemesList>>,
          TError,
          Awaited<ReturnType<typeof infoThemesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoThemesList<TData = Awaited<ReturnType<typeof infoThemesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themesListRequest: ThemesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Mentions of the fixed themes
 */

export function useInfoThemesList<TData = Awaited<ReturnType<typeof infoThemesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themesListRequest: ThemesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoThemesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoThemesListQueryOptions(themesListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The info reports page: generated reports, newest first by default, paged, optionally only in some
states. A report's `formats` lists the files that can be downloaded once it is `done`.

 * @summary Info reports
 */
export const infoReportsList = (
    infoReportsListRequest: BodyType<InfoReportsListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<InfoReportsList>(
      {url: `/api/v1/info/reports/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: infoReportsListRequest, signal
    },
      options);
    }
  



export const getInfoReportsListQueryKey = (infoReportsListRequest?: InfoReportsListRequest,) => {
    return [
    `/api/v1/info/reports/list`, infoReportsListRequest
    ] as const;
    }

    
export const getInfoReportsListQueryOptions = <TData = Awaited<ReturnType<typeof infoReportsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(infoReportsListRequest: InfoReportsListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoReportsListQueryKey(infoReportsListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoReportsList>>> = ({ signal }) => infoReportsList(infoReportsListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoReportsListQueryResult = NonNullable<Awaited<ReturnType<typeof infoReportsList>>>
export type InfoReportsListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoReportsList<TData = Awaited<ReturnType<typeof infoReportsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 infoReportsListRequest: InfoReportsListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsList>>,
          TError,
          Awaited<ReturnType<typeof infoReportsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsList<TData = Awaited<ReturnType<typeof infoReportsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 infoReportsListRequest: InfoReportsListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsList>>,
          TError,
          Awaited<ReturnType<typeof infoReportsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsList<TData = Awaited<ReturnType<typeof infoReportsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 infoReportsListRequest: InfoReportsListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Info reports
 */

export function useInfoReportsList<TData = Awaited<ReturnType<typeof infoReportsList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 infoReportsListRequest: InfoReportsListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoReportsListQueryOptions(infoReportsListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Asks for a download link of a report in one format. The cabinet opens `link` (relative to the
cabinet host, `GET /api/v1/info/reports/{id}/file`) to download the file; the link works until
`expires_at`. Answers 404 for an unknown report or one whose file in that format is not ready (see
`formats` in the reports list).

 * @summary Link to an info report file
 */
export const infoReportsFileLink = (
    reportFileRequest: BodyType<ReportFileRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReportFileLink>(
      {url: `/api/v1/info/reports/file/link`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: reportFileRequest, signal
    },
      options);
    }
  



export const getInfoReportsFileLinkQueryKey = (reportFileRequest?: ReportFileRequest,) => {
    return [
    `/api/v1/info/reports/file/link`, reportFileRequest
    ] as const;
    }

    
export const getInfoReportsFileLinkQueryOptions = <TData = Awaited<ReturnType<typeof infoReportsFileLink>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(reportFileRequest: ReportFileRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoReportsFileLinkQueryKey(reportFileRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoReportsFileLink>>> = ({ signal }) => infoReportsFileLink(reportFileRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoReportsFileLinkQueryResult = NonNullable<Awaited<ReturnType<typeof infoReportsFileLink>>>
export type InfoReportsFileLinkQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoReportsFileLink<TData = Awaited<ReturnType<typeof infoReportsFileLink>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 reportFileRequest: ReportFileRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsFileLink>>,
          TError,
          Awaited<ReturnType<typeof infoReportsFileLink>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsFileLink<TData = Awaited<ReturnType<typeof infoReportsFileLink>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 reportFileRequest: ReportFileRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsFileLink>>,
          TError,
          Awaited<ReturnType<typeof infoReportsFileLink>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsFileLink<TData = Awaited<ReturnType<typeof infoReportsFileLink>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 reportFileRequest: ReportFileRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Link to an info report file
 */

export function useInfoReportsFileLink<TData = Awaited<ReturnType<typeof infoReportsFileLink>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 reportFileRequest: ReportFileRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFileLink>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoReportsFileLinkQueryOptions(reportFileRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Downloads a report in the requested format as a file (`Content-Disposition: attachment`), the
target of the link from the reports file link call. Answers 404 for an unknown report or one whose
file in that format is not ready.

 * @summary Download an info report file
 */
export const infoReportsFile = (
    id: number,
    params: InfoReportsFileParams,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ReportFileResponse>(
      {url: `/api/v1/info/reports/${id}/file`, method: 'GET',
        params, signal
    },
      options);
    }
  



export const getInfoReportsFileQueryKey = (id?: number,
    params?: InfoReportsFileParams,) => {
    return [
    `/api/v1/info/reports/${id}/file`, ...(params ? [params]: [])
    ] as const;
    }

    
export const getInfoReportsFileQueryOptions = <TData = Awaited<ReturnType<typeof infoReportsFile>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(id: number,
    params: InfoReportsFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoReportsFileQueryKey(id,params);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoReportsFile>>> = ({ signal }) => infoReportsFile(id,params, requestOptions, signal);

      

      

   return  { queryKey, queryFn, enabled: !!(id), ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoReportsFileQueryResult = NonNullable<Awaited<ReturnType<typeof infoReportsFile>>>
export type InfoReportsFileQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>


export function useInfoReportsFile<TData = Awaited<ReturnType<typeof infoReportsFile>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: InfoReportsFileParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsFile>>,
          TError,
          Awaited<ReturnType<typeof infoReportsFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsFile<TData = Awaited<ReturnType<typeof infoReportsFile>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: InfoReportsFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoReportsFile>>,
          TError,
          Awaited<ReturnType<typeof infoReportsFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoReportsFile<TData = Awaited<ReturnType<typeof infoReportsFile>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: InfoReportsFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Download an info report file
 */

export function useInfoReportsFile<TData = Awaited<ReturnType<typeof infoReportsFile>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ServerErrorResponse>>(
 id: number,
    params: InfoReportsFileParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoReportsFile>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoReportsFileQueryOptions(id,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The info main page's top-themes block: the themes with the most mentions within the statistics
filters, with their share of all mentions and their daily mentions for a sparkline. The block asks
for 5.

 * @summary Top themes of the main page
 */
export const infoMainThemesTop = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MainThemeTopList>(
      {url: `/api/v1/info/main/themes/top`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getInfoMainThemesTopQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/info/main/themes/top`, statisticsFilter
    ] as const;
    }

    
export const getInfoMainThemesTopQueryOptions = <TData = Awaited<ReturnType<typeof infoMainThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoMainThemesTopQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoMainThemesTop>>> = ({ signal }) => infoMainThemesTop(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoMainThemesTopQueryResult = NonNullable<Awaited<ReturnType<typeof infoMainThemesTop>>>
export type InfoMainThemesTopQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoMainThemesTop<TData = Awaited<ReturnType<typeof infoMainThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMainThemesTop>>,
          TError,
          Awaited<ReturnType<typeof infoMainThemesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMainThemesTop<TData = Awaited<ReturnType<typeof infoMainThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMainThemesTop>>,
          TError,
          Awaited<ReturnType<typeof infoMainThemesTop>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMainThemesTop<TData = Awaited<ReturnType<typeof infoMainThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Top themes of the main page
 */

export function useInfoMainThemesTop<TData = Awaited<ReturnType<typeof infoMainThemesTop>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainThemesTop>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoMainThemesTopQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The info main page's stories list: stories with mentions within the statistics filters, optionally
only of some themes, paged and sorted (by default most mentioned first), each with the number of
channels that covered it.

 * @summary Stories of the main page
 */
export const infoMainStoriesList = (
    mainStoriesListRequest: BodyType<MainStoriesListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MainStoriesList>(
      {url: `/api/v1/info/main/stories/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: mainStoriesListRequest, signal
    },
      options);
    }
  



export const getInfoMainStoriesListQueryKey = (mainStoriesListRequest?: MainStoriesListRequest,) => {
    return [
    `/api/v1/info/main/stories/list`, mainStoriesListRequest
    ] as const;
    }

    
export const getInfoMainStoriesListQueryOptions = <TData = Awaited<ReturnType<typeof infoMainStoriesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(mainStoriesListRequest: MainStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getInfoMainStoriesListQueryKey(mainStoriesListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof infoMainStoriesList>>> = ({ signal }) => infoMainStoriesList(mainStoriesListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type InfoMainStoriesListQueryResult = NonNullable<Awaited<ReturnType<typeof infoMainStoriesList>>>
export type InfoMainStoriesListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useInfoMainStoriesList<TData = Awaited<ReturnType<typeof infoMainStoriesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 mainStoriesListRequest: MainStoriesListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMainStoriesList>>,
          TError,
          Awaited<ReturnType<typeof infoMainStoriesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMainStoriesList<TData = Awaited<ReturnType<typeof infoMainStoriesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 mainStoriesListRequest: MainStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof infoMainStoriesList>>,
          TError,
          Awaited<ReturnType<typeof infoMainStoriesList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useInfoMainStoriesList<TData = Awaited<ReturnType<typeof infoMainStoriesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 mainStoriesListRequest: MainStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Stories of the main page
 */

export function useInfoMainStoriesList<TData = Awaited<ReturnType<typeof infoMainStoriesList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 mainStoriesListRequest: MainStoriesListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof infoMainStoriesList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getInfoMainStoriesListQueryOptions(mainStoriesListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



