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
  ChannelsStatisticsResponse,
  ForbiddenResponse,
  MarkersStatisticsResponse,
  NotFoundResponse,
  PersonsStatisticsResponse,
  ServerErrorResponse,
  StatisticsFilter,
  StatisticsPersonsRequest,
  StatisticsStoriesRequest,
  StatisticsStoryRequest,
  StatisticsThemesRequest,
  StoriesStatisticsResponse,
  StoryStatisticsResponse,
  ThemeList,
  ThemeListRequest,
  ThemesStatisticsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Mentions of themes within the statistics filters: the total and daily dynamics of all mentions,
and for the most mentioned themes their total, dynamics and per-channel breakdown. The themes
page's charts and the pivot screen (themes by channels, channel types or days) build on it.

 * @summary Statistics of themes
 */
export const statisticsThemes = (
    statisticsThemesRequest: BodyType<StatisticsThemesRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ThemesStatisticsResponse>(
      {url: `/api/v1/statistics/themes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsThemesRequest, signal
    },
      options);
    }
  



export const getStatisticsThemesQueryKey = (statisticsThemesRequest?: StatisticsThemesRequest,) => {
    return [
    `/api/v1/statistics/themes`, statisticsThemesRequest
    ] as const;
    }

    
export const getStatisticsThemesQueryOptions = <TData = Awaited<ReturnType<typeof statisticsThemes>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsThemesRequest: StatisticsThemesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsThemesQueryKey(statisticsThemesRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsThemes>>> = ({ signal }) => statisticsThemes(statisticsThemesRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsThemesQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsThemes>>>
export type StatisticsThemesQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsThemes<TData = Awaited<ReturnType<typeof statisticsThemes>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsThemesRequest: StatisticsThemesRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsThemes>>,
          TError,
          Awaited<ReturnType<typeof statisticsThemes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsThemes<TData = Awaited<ReturnType<typeof statisticsThemes>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsThemesRequest: StatisticsThemesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsThemes>>,
          TError,
          Awaited<ReturnType<typeof statisticsThemes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsThemes<TData = Awaited<ReturnType<typeof statisticsThemes>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsThemesRequest: StatisticsThemesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of themes
 */

export function useStatisticsThemes<TData = Awaited<ReturnType<typeof statisticsThemes>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsThemesRequest: StatisticsThemesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsThemes>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsThemesQueryOptions(statisticsThemesRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Mentions of stories within the statistics filters, optionally only some stories or the stories of
some themes: the total and daily dynamics over those stories, and for the most mentioned stories
their total, dynamics and per-channel breakdown. The stories page's charts and the pivot screen
use it.

 * @summary Statistics of stories
 */
export const statisticsStories = (
    statisticsStoriesRequest: BodyType<StatisticsStoriesRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StoriesStatisticsResponse>(
      {url: `/api/v1/statistics/stories`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsStoriesRequest, signal
    },
      options);
    }
  



export const getStatisticsStoriesQueryKey = (statisticsStoriesRequest?: StatisticsStoriesRequest,) => {
    return [
    `/api/v1/statistics/stories`, statisticsStoriesRequest
    ] as const;
    }

    
export const getStatisticsStoriesQueryOptions = <TData = Awaited<ReturnType<typeof statisticsStories>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsStoriesRequest: StatisticsStoriesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsStoriesQueryKey(statisticsStoriesRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsStories>>> = ({ signal }) => statisticsStories(statisticsStoriesRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsStoriesQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsStories>>>
export type StatisticsStoriesQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsStories<TData = Awaited<ReturnType<typeof statisticsStories>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoriesRequest: StatisticsStoriesRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsStories>>,
          TError,
          Awaited<ReturnType<typeof statisticsStories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsStories<TData = Awaited<ReturnType<typeof statisticsStories>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoriesRequest: StatisticsStoriesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsStories>>,
          TError,
          Awaited<ReturnType<typeof statisticsStories>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsStories<TData = Awaited<ReturnType<typeof statisticsStories>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoriesRequest: StatisticsStoriesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of stories
 */

export function useStatisticsStories<TData = Awaited<ReturnType<typeof statisticsStories>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoriesRequest: StatisticsStoriesRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStories>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsStoriesQueryOptions(statisticsStoriesRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * One story's page: the story, its mentions within the statistics filters with their tonality and
daily dynamics, and the channels that covered it (at most `limit`, most mentions first). Answers
404 for an unknown `story_id`.

 * @summary Statistics of one story
 */
export const statisticsStory = (
    statisticsStoryRequest: BodyType<StatisticsStoryRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<StoryStatisticsResponse>(
      {url: `/api/v1/statistics/story`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsStoryRequest, signal
    },
      options);
    }
  



export const getStatisticsStoryQueryKey = (statisticsStoryRequest?: StatisticsStoryRequest,) => {
    return [
    `/api/v1/statistics/story`, statisticsStoryRequest
    ] as const;
    }

    
export const getStatisticsStoryQueryOptions = <TData = Awaited<ReturnType<typeof statisticsStory>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsStoryRequest: StatisticsStoryRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsStoryQueryKey(statisticsStoryRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsStory>>> = ({ signal }) => statisticsStory(statisticsStoryRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsStoryQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsStory>>>
export type StatisticsStoryQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsStory<TData = Awaited<ReturnType<typeof statisticsStory>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoryRequest: StatisticsStoryRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsStory>>,
          TError,
          Awaited<ReturnType<typeof statisticsStory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsStory<TData = Awaited<ReturnType<typeof statisticsStory>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoryRequest: StatisticsStoryRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsStory>>,
          TError,
          Awaited<ReturnType<typeof statisticsStory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsStory<TData = Awaited<ReturnType<typeof statisticsStory>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoryRequest: StatisticsStoryRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of one story
 */

export function useStatisticsStory<TData = Awaited<ReturnType<typeof statisticsStory>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsStoryRequest: StatisticsStoryRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsStory>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsStoryQueryOptions(statisticsStoryRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Mentions of persons within the statistics filters, optionally only some persons: the total and
daily dynamics over those persons, and for the most mentioned persons their total, dynamics and
per-channel breakdown. The persons page's charts and the pivot screen use it.

 * @summary Statistics of persons
 */
export const statisticsPersons = (
    statisticsPersonsRequest: BodyType<StatisticsPersonsRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<PersonsStatisticsResponse>(
      {url: `/api/v1/statistics/persons`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsPersonsRequest, signal
    },
      options);
    }
  



export const getStatisticsPersonsQueryKey = (statisticsPersonsRequest?: StatisticsPersonsRequest,) => {
    return [
    `/api/v1/statistics/persons`, statisticsPersonsRequest
    ] as const;
    }

    
export const getStatisticsPersonsQueryOptions = <TData = Awaited<ReturnType<typeof statisticsPersons>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsPersonsRequest: StatisticsPersonsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsPersonsQueryKey(statisticsPersonsRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsPersons>>> = ({ signal }) => statisticsPersons(statisticsPersonsRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsPersonsQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsPersons>>>
export type StatisticsPersonsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsPersons<TData = Awaited<ReturnType<typeof statisticsPersons>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsPersonsRequest: StatisticsPersonsRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsPersons>>,
          TError,
          Awaited<ReturnType<typeof statisticsPersons>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsPersons<TData = Awaited<ReturnType<typeof statisticsPersons>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsPersonsRequest: StatisticsPersonsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsPersons>>,
          TError,
          Awaited<ReturnType<typeof statisticsPersons>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsPersons<TData = Awaited<ReturnType<typeof statisticsPersons>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsPersonsRequest: StatisticsPersonsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of persons
 */

export function useStatisticsPersons<TData = Awaited<ReturnType<typeof statisticsPersons>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsPersonsRequest: StatisticsPersonsRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsPersons>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsPersonsQueryOptions(statisticsPersonsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Mentions by source within the statistics filters: the total and daily dynamics of all mentions,
the split by channel type (`types`), and for the channels with the most mentions their type, total
and dynamics. The channel statistics page and the pivot screen's channel and channel-type
dimensions use it.

 * @summary Statistics of channels and channel types
 */
export const statisticsChannels = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ChannelsStatisticsResponse>(
      {url: `/api/v1/statistics/channels`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getStatisticsChannelsQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/statistics/channels`, statisticsFilter
    ] as const;
    }

    
export const getStatisticsChannelsQueryOptions = <TData = Awaited<ReturnType<typeof statisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsChannelsQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsChannels>>> = ({ signal }) => statisticsChannels(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsChannelsQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsChannels>>>
export type StatisticsChannelsQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsChannels<TData = Awaited<ReturnType<typeof statisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof statisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsChannels<TData = Awaited<ReturnType<typeof statisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsChannels>>,
          TError,
          Awaited<ReturnType<typeof statisticsChannels>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsChannels<TData = Awaited<ReturnType<typeof statisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of channels and channel types
 */

export function useStatisticsChannels<TData = Awaited<ReturnType<typeof statisticsChannels>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsChannels>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsChannelsQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Mentions of markers (key entities) within the statistics filters: the total and daily dynamics
over all markers, and for the most mentioned markers their total, dynamics and per-channel
breakdown. The key entities page's charts and the pivot screen use it. The `markers` filter
restricts the markers reported on.

 * @summary Statistics of markers
 */
export const statisticsMarkers = (
    statisticsFilter: BodyType<StatisticsFilter>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<MarkersStatisticsResponse>(
      {url: `/api/v1/statistics/markers`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: statisticsFilter, signal
    },
      options);
    }
  



export const getStatisticsMarkersQueryKey = (statisticsFilter?: StatisticsFilter,) => {
    return [
    `/api/v1/statistics/markers`, statisticsFilter
    ] as const;
    }

    
export const getStatisticsMarkersQueryOptions = <TData = Awaited<ReturnType<typeof statisticsMarkers>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getStatisticsMarkersQueryKey(statisticsFilter);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof statisticsMarkers>>> = ({ signal }) => statisticsMarkers(statisticsFilter, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type StatisticsMarkersQueryResult = NonNullable<Awaited<ReturnType<typeof statisticsMarkers>>>
export type StatisticsMarkersQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useStatisticsMarkers<TData = Awaited<ReturnType<typeof statisticsMarkers>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsMarkers>>,
          TError,
          Awaited<ReturnType<typeof statisticsMarkers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsMarkers<TData = Awaited<ReturnType<typeof statisticsMarkers>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof statisticsMarkers>>,
          TError,
          Awaited<ReturnType<typeof statisticsMarkers>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useStatisticsMarkers<TData = Awaited<ReturnType<typeof statisticsMarkers>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Statistics of markers
 */

export function useStatisticsMarkers<TData = Awaited<ReturnType<typeof statisticsMarkers>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 statisticsFilter: StatisticsFilter, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof statisticsMarkers>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getStatisticsMarkersQueryOptions(statisticsFilter,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * The catalogue of themes (id and name in the user's language) for the cabinet's filters and for
naming themes in charts. Paging is optional: without a body the first 20 themes sorted by id are
returned, which is the whole catalogue.

 * @summary Theme catalogue
 */
export const themeList = (
    themeListRequest?: BodyType<ThemeListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<ThemeList>(
      {url: `/api/v1/theme/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: themeListRequest, signal
    },
      options);
    }
  



export const getThemeListQueryKey = (themeListRequest?: ThemeListRequest,) => {
    return [
    `/api/v1/theme/list`, themeListRequest
    ] as const;
    }

    
export const getThemeListQueryOptions = <TData = Awaited<ReturnType<typeof themeList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(themeListRequest?: ThemeListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getThemeListQueryKey(themeListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof themeList>>> = ({ signal }) => themeList(themeListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ThemeListQueryResult = NonNullable<Awaited<ReturnType<typeof themeList>>>
export type ThemeListQueryError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useThemeList<TData = Awaited<ReturnType<typeof themeList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themeListRequest: undefined |  ThemeListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof themeList>>,
          TError,
          Awaited<ReturnType<typeof themeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useThemeList<TData = Awaited<ReturnType<typeof themeList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themeListRequest?: ThemeListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof themeList>>,
          TError,
          Awaited<ReturnType<typeof themeList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useThemeList<TData = Awaited<ReturnType<typeof themeList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themeListRequest?: ThemeListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Theme catalogue
 */

export function useThemeList<TData = Awaited<ReturnType<typeof themeList>>, TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 themeListRequest?: ThemeListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof themeList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getThemeListQueryOptions(themeListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



