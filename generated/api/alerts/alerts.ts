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
  AlertCreateRequest,
  AlertEditRequest,
  AlertIdRequest,
  AlertItem,
  AlertList,
  AlertListRequest,
  DigestItem,
  DigestSettings,
  ForbiddenResponse,
  NotFoundResponse,
  NotificationList,
  NotificationListRequest,
  NotificationReadRequest,
  ServerErrorResponse,
  SuccessResult,
  UnauthorizedResponse,
  UnreadCount,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * Every alert rule of the account, newest first (at most 50), each with its state and its last
firing; `search` narrows them to the names holding it. The cabinet's alerts page lists them.
Part of the alerts extension (`x-optional`): a backend without alerts answers 404, and the
cabinet then shows nothing of alerts.

 * @summary The account's alert rules
 */
export const alertsList = (
    alertListRequest: BodyType<AlertListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AlertList>(
      {url: `/api/v1/alerts/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertListRequest, signal
    },
      options);
    }
  



export const getAlertsListQueryKey = (alertListRequest?: AlertListRequest,) => {
    return [
    `/api/v1/alerts/list`, alertListRequest
    ] as const;
    }

    
export const getAlertsListQueryOptions = <TData = Awaited<ReturnType<typeof alertsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(alertListRequest: AlertListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getAlertsListQueryKey(alertListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof alertsList>>> = ({ signal }) => alertsList(alertListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type AlertsListQueryResult = NonNullable<Awaited<ReturnType<typeof alertsList>>>
export type AlertsListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useAlertsList<TData = Awaited<ReturnType<typeof alertsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 alertListRequest: AlertListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof alertsList>>,
          TError,
          Awaited<ReturnType<typeof alertsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAlertsList<TData = Awaited<ReturnType<typeof alertsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 alertListRequest: AlertListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof alertsList>>,
          TError,
          Awaited<ReturnType<typeof alertsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useAlertsList<TData = Awaited<ReturnType<typeof alertsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 alertListRequest: AlertListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The account's alert rules
 */

export function useAlertsList<TData = Awaited<ReturnType<typeof alertsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 alertListRequest: AlertListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof alertsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getAlertsListQueryOptions(alertListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * A new rule, active at once: from then on the backend evaluates it each time its figures grow
(every few minutes) and notifies in the app and, to `recipients`, by email. A rule watches
only what the account may see: a kind of a section the account has no key for answers 403.
At most 50 rules an account: the 51st is a 400 naming `name`. Part of the alerts extension.

 * @summary Create an alert rule
 */
export const alertsCreate = (
    alertCreateRequest: BodyType<AlertCreateRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AlertItem>(
      {url: `/api/v1/alerts/create`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertCreateRequest, signal
    },
      options);
    }
  


export const getAlertsCreateMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsCreate>>, TError,{data: BodyType<AlertCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof alertsCreate>>, TError,{data: BodyType<AlertCreateRequest>}, TContext> => {

const mutationKey = ['alertsCreate'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof alertsCreate>>, {data: BodyType<AlertCreateRequest>}> = (props) => {
          const {data} = props ?? {};

          return  alertsCreate(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AlertsCreateMutationResult = NonNullable<Awaited<ReturnType<typeof alertsCreate>>>
    export type AlertsCreateMutationBody = BodyType<AlertCreateRequest>
    export type AlertsCreateMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Create an alert rule
 */
export const useAlertsCreate = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsCreate>>, TError,{data: BodyType<AlertCreateRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof alertsCreate>>,
        TError,
        {data: BodyType<AlertCreateRequest>},
        TContext
      > => {

      const mutationOptions = getAlertsCreateMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Writes one of the account's rules anew, whole; its state, history and notifications stay. An
unknown id answers 404, a kind of a section the account has no key for 403. Part of the
alerts extension.

 * @summary Edit an alert rule
 */
export const alertsEdit = (
    alertEditRequest: BodyType<AlertEditRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AlertItem>(
      {url: `/api/v1/alerts/edit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertEditRequest, signal
    },
      options);
    }
  


export const getAlertsEditMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsEdit>>, TError,{data: BodyType<AlertEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof alertsEdit>>, TError,{data: BodyType<AlertEditRequest>}, TContext> => {

const mutationKey = ['alertsEdit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof alertsEdit>>, {data: BodyType<AlertEditRequest>}> = (props) => {
          const {data} = props ?? {};

          return  alertsEdit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AlertsEditMutationResult = NonNullable<Awaited<ReturnType<typeof alertsEdit>>>
    export type AlertsEditMutationBody = BodyType<AlertEditRequest>
    export type AlertsEditMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Edit an alert rule
 */
export const useAlertsEdit = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsEdit>>, TError,{data: BodyType<AlertEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof alertsEdit>>,
        TError,
        {data: BodyType<AlertEditRequest>},
        TContext
      > => {

      const mutationOptions = getAlertsEditMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Deletes one of the account's rules with its notifications. The cabinet holds a delete back for
a few seconds with an undo before it sends this. An unknown id answers 404. Part of the alerts
extension.

 * @summary Delete an alert rule
 */
export const alertsDelete = (
    alertIdRequest: BodyType<AlertIdRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SuccessResult>(
      {url: `/api/v1/alerts/delete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertIdRequest, signal
    },
      options);
    }
  


export const getAlertsDeleteMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsDelete>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof alertsDelete>>, TError,{data: BodyType<AlertIdRequest>}, TContext> => {

const mutationKey = ['alertsDelete'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof alertsDelete>>, {data: BodyType<AlertIdRequest>}> = (props) => {
          const {data} = props ?? {};

          return  alertsDelete(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AlertsDeleteMutationResult = NonNullable<Awaited<ReturnType<typeof alertsDelete>>>
    export type AlertsDeleteMutationBody = BodyType<AlertIdRequest>
    export type AlertsDeleteMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Delete an alert rule
 */
export const useAlertsDelete = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsDelete>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof alertsDelete>>,
        TError,
        {data: BodyType<AlertIdRequest>},
        TContext
      > => {

      const mutationOptions = getAlertsDeleteMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Keeps one of the account's rules but silences it until it is resumed: nothing it would have
seen meanwhile is notified later. Pausing a paused rule changes nothing. An unknown id answers
404. Part of the alerts extension.

 * @summary Pause an alert rule
 */
export const alertsPause = (
    alertIdRequest: BodyType<AlertIdRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AlertItem>(
      {url: `/api/v1/alerts/pause`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertIdRequest, signal
    },
      options);
    }
  


export const getAlertsPauseMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsPause>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof alertsPause>>, TError,{data: BodyType<AlertIdRequest>}, TContext> => {

const mutationKey = ['alertsPause'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof alertsPause>>, {data: BodyType<AlertIdRequest>}> = (props) => {
          const {data} = props ?? {};

          return  alertsPause(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AlertsPauseMutationResult = NonNullable<Awaited<ReturnType<typeof alertsPause>>>
    export type AlertsPauseMutationBody = BodyType<AlertIdRequest>
    export type AlertsPauseMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Pause an alert rule
 */
export const useAlertsPause = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsPause>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof alertsPause>>,
        TError,
        {data: BodyType<AlertIdRequest>},
        TContext
      > => {

      const mutationOptions = getAlertsPauseMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Makes a paused rule active again, from the next evaluation on. A stopped rule (its section's
key withdrawn) stays stopped. An unknown id answers 404. Part of the alerts extension.

 * @summary Resume an alert rule
 */
export const alertsResume = (
    alertIdRequest: BodyType<AlertIdRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<AlertItem>(
      {url: `/api/v1/alerts/resume`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: alertIdRequest, signal
    },
      options);
    }
  


export const getAlertsResumeMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsResume>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof alertsResume>>, TError,{data: BodyType<AlertIdRequest>}, TContext> => {

const mutationKey = ['alertsResume'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof alertsResume>>, {data: BodyType<AlertIdRequest>}> = (props) => {
          const {data} = props ?? {};

          return  alertsResume(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type AlertsResumeMutationResult = NonNullable<Awaited<ReturnType<typeof alertsResume>>>
    export type AlertsResumeMutationBody = BodyType<AlertIdRequest>
    export type AlertsResumeMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Resume an alert rule
 */
export const useAlertsResume = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof alertsResume>>, TError,{data: BodyType<AlertIdRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof alertsResume>>,
        TError,
        {data: BodyType<AlertIdRequest>},
        TContext
      > => {

      const mutationOptions = getAlertsResumeMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * What the account's rules saw, newest first, a page at a time, each with its figures and the
page that shows it (`target`); `unread_only` keeps the unread ones, `alert_id` one rule's.
Titles and texts come in the language `Accept-Language` asks for. The cabinet's notifications
panel and alerts page read it. Part of the alerts extension.

 * @summary The account's notifications
 */
export const notificationsList = (
    notificationListRequest: BodyType<NotificationListRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<NotificationList>(
      {url: `/api/v1/notifications/list`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: notificationListRequest, signal
    },
      options);
    }
  



export const getNotificationsListQueryKey = (notificationListRequest?: NotificationListRequest,) => {
    return [
    `/api/v1/notifications/list`, notificationListRequest
    ] as const;
    }

    
export const getNotificationsListQueryOptions = <TData = Awaited<ReturnType<typeof notificationsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(notificationListRequest: NotificationListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getNotificationsListQueryKey(notificationListRequest);

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof notificationsList>>> = ({ signal }) => notificationsList(notificationListRequest, requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type NotificationsListQueryResult = NonNullable<Awaited<ReturnType<typeof notificationsList>>>
export type NotificationsListQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>


export function useNotificationsList<TData = Awaited<ReturnType<typeof notificationsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 notificationListRequest: NotificationListRequest, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationsList>>,
          TError,
          Awaited<ReturnType<typeof notificationsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotificationsList<TData = Awaited<ReturnType<typeof notificationsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 notificationListRequest: NotificationListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationsList>>,
          TError,
          Awaited<ReturnType<typeof notificationsList>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotificationsList<TData = Awaited<ReturnType<typeof notificationsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 notificationListRequest: NotificationListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The account's notifications
 */

export function useNotificationsList<TData = Awaited<ReturnType<typeof notificationsList>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>>(
 notificationListRequest: NotificationListRequest, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsList>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getNotificationsListQueryOptions(notificationListRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Marks some of the account's notifications read (`ids`; ids that are not the account's are
left alone) or every one (`all: true`), and answers how many stay unread. Part of the alerts
extension.

 * @summary Mark notifications read
 */
export const notificationsRead = (
    notificationReadRequest: BodyType<NotificationReadRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UnreadCount>(
      {url: `/api/v1/notifications/read`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: notificationReadRequest, signal
    },
      options);
    }
  


export const getNotificationsReadMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof notificationsRead>>, TError,{data: BodyType<NotificationReadRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof notificationsRead>>, TError,{data: BodyType<NotificationReadRequest>}, TContext> => {

const mutationKey = ['notificationsRead'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof notificationsRead>>, {data: BodyType<NotificationReadRequest>}> = (props) => {
          const {data} = props ?? {};

          return  notificationsRead(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type NotificationsReadMutationResult = NonNullable<Awaited<ReturnType<typeof notificationsRead>>>
    export type NotificationsReadMutationBody = BodyType<NotificationReadRequest>
    export type NotificationsReadMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Mark notifications read
 */
export const useNotificationsRead = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof notificationsRead>>, TError,{data: BodyType<NotificationReadRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof notificationsRead>>,
        TError,
        {data: BodyType<NotificationReadRequest>},
        TContext
      > => {

      const mutationOptions = getNotificationsReadMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * The number of the account's unread notifications and the newest one's id: what the cabinet's
bell shows, asked for about once a minute. Cheap to answer and to ask again: the answer
carries an `ETag` (it changes whenever a notification arrives or is read) and
`Cache-Control: private, max-age=30`; a request with that tag in `If-None-Match` is answered
304 without a body while nothing changed. Part of the alerts extension (`x-optional`): a
backend without alerts answers 404, and the cabinet then shows no bell.

 * @summary How many notifications are unread
 */
export const notificationsUnread = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UnreadCount>(
      {url: `/api/v1/notifications/unread`, method: 'GET', signal
    },
      options);
    }
  



export const getNotificationsUnreadQueryKey = () => {
    return [
    `/api/v1/notifications/unread`
    ] as const;
    }

    
export const getNotificationsUnreadQueryOptions = <TData = Awaited<ReturnType<typeof notificationsUnread>>, TError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getNotificationsUnreadQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof notificationsUnread>>> = ({ signal }) => notificationsUnread(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type NotificationsUnreadQueryResult = NonNullable<Awaited<ReturnType<typeof notificationsUnread>>>
export type NotificationsUnreadQueryError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>


export function useNotificationsUnread<TData = Awaited<ReturnType<typeof notificationsUnread>>, TError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationsUnread>>,
          TError,
          Awaited<ReturnType<typeof notificationsUnread>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotificationsUnread<TData = Awaited<ReturnType<typeof notificationsUnread>>, TError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof notificationsUnread>>,
          TError,
          Awaited<ReturnType<typeof notificationsUnread>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useNotificationsUnread<TData = Awaited<ReturnType<typeof notificationsUnread>>, TError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary How many notifications are unread
 */

export function useNotificationsUnread<TData = Awaited<ReturnType<typeof notificationsUnread>>, TError = ErrorType<void | ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof notificationsUnread>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getNotificationsUnreadQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * When and in which language the account's daily digest comes, and its quiet hours (see the
schema). An account that never set them gets the defaults: off, 8 o'clock, Europe/Moscow, no
quiet hours, the language of its last rule or Russian. Part of the alerts extension.

 * @summary The daily digest's settings
 */
export const digestGet = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DigestItem>(
      {url: `/api/v1/notifications/digest`, method: 'GET', signal
    },
      options);
    }
  



export const getDigestGetQueryKey = () => {
    return [
    `/api/v1/notifications/digest`
    ] as const;
    }

    
export const getDigestGetQueryOptions = <TData = Awaited<ReturnType<typeof digestGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDigestGetQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof digestGet>>> = ({ signal }) => digestGet(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DigestGetQueryResult = NonNullable<Awaited<ReturnType<typeof digestGet>>>
export type DigestGetQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>


export function useDigestGet<TData = Awaited<ReturnType<typeof digestGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof digestGet>>,
          TError,
          Awaited<ReturnType<typeof digestGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDigestGet<TData = Awaited<ReturnType<typeof digestGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof digestGet>>,
          TError,
          Awaited<ReturnType<typeof digestGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDigestGet<TData = Awaited<ReturnType<typeof digestGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The daily digest's settings
 */

export function useDigestGet<TData = Awaited<ReturnType<typeof digestGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof digestGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDigestGetQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Sets the account's daily digest and quiet hours. An unknown time zone is a 400 naming
`time_zone`; quiet hours need both ends or neither. Part of the alerts extension.

 * @summary Set the daily digest
 */
export const digestEdit = (
    digestSettings: BodyType<DigestSettings>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<DigestItem>(
      {url: `/api/v1/notifications/digest`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: digestSettings, signal
    },
      options);
    }
  


export const getDigestEditMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof digestEdit>>, TError,{data: BodyType<DigestSettings>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof digestEdit>>, TError,{data: BodyType<DigestSettings>}, TContext> => {

const mutationKey = ['digestEdit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof digestEdit>>, {data: BodyType<DigestSettings>}> = (props) => {
          const {data} = props ?? {};

          return  digestEdit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type DigestEditMutationResult = NonNullable<Awaited<ReturnType<typeof digestEdit>>>
    export type DigestEditMutationBody = BodyType<DigestSettings>
    export type DigestEditMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Set the daily digest
 */
export const useDigestEdit = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | NotFoundResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof digestEdit>>, TError,{data: BodyType<DigestSettings>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof digestEdit>>,
        TError,
        {data: BodyType<DigestSettings>},
        TContext
      > => {

      const mutationOptions = getDigestEditMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    