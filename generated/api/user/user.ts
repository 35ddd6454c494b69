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
  LoginRequest,
  LoginResponse,
  PasswordRecoveryAcceptRequest,
  PasswordRecoveryRequest,
  RecoveryResult,
  RegistrationRequest,
  RegistrationResult,
  ServerErrorResponse,
  SuccessResult,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  UserEditRequest,
  UserItem,
  ValidationError,
  ValidationFailedResponse
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { ErrorType , BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



/**
 * The signed-in cabinet user with their permissions. The cabinet loads it once after login.
 * @summary Current user's profile
 */
export const userGet = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UserItem>(
      {url: `/api/v1/user/get`, method: 'GET', signal
    },
      options);
    }
  



export const getUserGetQueryKey = () => {
    return [
    `/api/v1/user/get`
    ] as const;
    }

    
export const getUserGetQueryOptions = <TData = Awaited<ReturnType<typeof userGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUserGetQueryKey();

  

    const queryFn: QueryFunction<Awaited<ReturnType<typeof userGet>>> = ({ signal }) => userGet(requestOptions, signal);

      

      

   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UserGetQueryResult = NonNullable<Awaited<ReturnType<typeof userGet>>>
export type UserGetQueryError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>


export function useUserGet<TData = Awaited<ReturnType<typeof userGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof userGet>>,
          TError,
          Awaited<ReturnType<typeof userGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUserGet<TData = Awaited<ReturnType<typeof userGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof userGet>>,
          TError,
          Awaited<ReturnType<typeof userGet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUserGet<TData = Awaited<ReturnType<typeof userGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Current user's profile
 */

export function useUserGet<TData = Awaited<ReturnType<typeof userGet>>, TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ForbiddenResponse | ServerErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof userGet>>, TError, TData>>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient 
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUserGetQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  query.queryKey = queryOptions.queryKey ;

  return query;
}



/**
 * Stores the personal information form. The email is read-only; `password` is present only when
the user typed a new one. A new password ends every other session of the account (whoever
signed in with the old one is signed out); the session that sent it stays signed in.

 * @summary Edit the current user's profile
 */
export const userEdit = (
    userEditRequest: BodyType<UserEditRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<UserItem>(
      {url: `/api/v1/user/edit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: userEditRequest, signal
    },
      options);
    }
  


export const getUserEditMutationOptions = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userEdit>>, TError,{data: BodyType<UserEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userEdit>>, TError,{data: BodyType<UserEditRequest>}, TContext> => {

const mutationKey = ['userEdit'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userEdit>>, {data: BodyType<UserEditRequest>}> = (props) => {
          const {data} = props ?? {};

          return  userEdit(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserEditMutationResult = NonNullable<Awaited<ReturnType<typeof userEdit>>>
    export type UserEditMutationBody = BodyType<UserEditRequest>
    export type UserEditMutationError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>

    /**
 * @summary Edit the current user's profile
 */
export const useUserEdit = <TError = ErrorType<ValidationError | UnauthorizedResponse | ForbiddenResponse | UnsupportedMediaTypeResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userEdit>>, TError,{data: BodyType<UserEditRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userEdit>>,
        TError,
        {data: BodyType<UserEditRequest>},
        TContext
      > => {

      const mutationOptions = getUserEditMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Creates an account. `result` is true when it was created. An email that is already registered
answers 400 with a message on `email`.

**Limits** (429 with `Retry-After`): at most 5 registrations per email and 20 per client
(address) an hour, each counted whether it was created or refused.

 * @summary Register a cabinet account
 */
export const userRegistration = (
    registrationRequest: BodyType<RegistrationRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RegistrationResult>(
      {url: `/api/v1/user/registration`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: registrationRequest, signal
    },
      options);
    }
  


export const getUserRegistrationMutationOptions = <TError = ErrorType<ValidationError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userRegistration>>, TError,{data: BodyType<RegistrationRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userRegistration>>, TError,{data: BodyType<RegistrationRequest>}, TContext> => {

const mutationKey = ['userRegistration'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userRegistration>>, {data: BodyType<RegistrationRequest>}> = (props) => {
          const {data} = props ?? {};

          return  userRegistration(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserRegistrationMutationResult = NonNullable<Awaited<ReturnType<typeof userRegistration>>>
    export type UserRegistrationMutationBody = BodyType<RegistrationRequest>
    export type UserRegistrationMutationError = ErrorType<ValidationError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Register a cabinet account
 */
export const useUserRegistration = <TError = ErrorType<ValidationError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userRegistration>>, TError,{data: BodyType<RegistrationRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userRegistration>>,
        TError,
        {data: BodyType<RegistrationRequest>},
        TContext
      > => {

      const mutationOptions = getUserRegistrationMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Signs a cabinet user in. The response's `item.jwt_token` is the cabinet JWT; `item.permissions`
decides which sections the user sees. Wrong credentials answer 401 with `invalid_credentials`;
an email with no account answers the same, after the same password-hashing work, so neither
the answer nor its time tells whether the email is registered.

**Limits** (429 with `Retry-After`, before the password is checked): after 5 wrong passwords
in a row for an email, its sign-in is locked for 1 minute, and each further wrong password
doubles the lock (2, 4, 8 … minutes) up to 1 hour; a successful sign-in or a new password
clears the count, which is otherwise forgotten a day after the last wrong password. A client
(address) may send at most 50 wrong passwords per 15 minutes over every email and both
sign-ins (this one and the console's). Successful sign-ins count against nobody.

 * @summary Cabinet login
 */
export const userLogin = (
    loginRequest: BodyType<LoginRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<LoginResponse>(
      {url: `/api/v1/user/login`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginRequest, signal
    },
      options);
    }
  


export const getUserLoginMutationOptions = <TError = ErrorType<ValidationFailedResponse | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userLogin>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userLogin>>, TError,{data: BodyType<LoginRequest>}, TContext> => {

const mutationKey = ['userLogin'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userLogin>>, {data: BodyType<LoginRequest>}> = (props) => {
          const {data} = props ?? {};

          return  userLogin(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserLoginMutationResult = NonNullable<Awaited<ReturnType<typeof userLogin>>>
    export type UserLoginMutationBody = BodyType<LoginRequest>
    export type UserLoginMutationError = ErrorType<ValidationFailedResponse | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Cabinet login
 */
export const useUserLogin = <TError = ErrorType<ValidationFailedResponse | ApiError | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userLogin>>, TError,{data: BodyType<LoginRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userLogin>>,
        TError,
        {data: BodyType<LoginRequest>},
        TContext
      > => {

      const mutationOptions = getUserLoginMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Ends the cabinet session; the JWT is no longer accepted afterwards. The client clears its JWT whatever the answer.
 * @summary Cabinet logout
 */
export const userLogout = (
    
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<SuccessResult>(
      {url: `/api/v1/user/logout`, method: 'POST', signal
    },
      options);
    }
  


export const getUserLogoutMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError,void, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError,void, TContext> => {

const mutationKey = ['userLogout'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userLogout>>, void> = () => {
          

          return  userLogout(requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserLogoutMutationResult = NonNullable<Awaited<ReturnType<typeof userLogout>>>
    
    export type UserLogoutMutationError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ServerErrorResponse>

    /**
 * @summary Cabinet logout
 */
export const useUserLogout = <TError = ErrorType<ValidationFailedResponse | UnauthorizedResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userLogout>>, TError,void, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userLogout>>,
        TError,
        void,
        TContext
      > => {

      const mutationOptions = getUserLogoutMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * Sends an email with a link to `/new-password?token=…&email=…`. `success: 1` means the email
was sent. To avoid revealing which emails are registered, an unknown email also answers 1.

**Limits** (429 with `Retry-After`, before anything is sent): at most 3 requests per email an
hour and 20 per client (address) an hour; an unknown email is counted and answered as a
registered one is.

 * @summary Request a password recovery email
 */
export const userPasswordRecovery = (
    passwordRecoveryRequest: BodyType<PasswordRecoveryRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RecoveryResult>(
      {url: `/api/v1/user/password/recovery`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: passwordRecoveryRequest, signal
    },
      options);
    }
  


export const getUserPasswordRecoveryMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecovery>>, TError,{data: BodyType<PasswordRecoveryRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecovery>>, TError,{data: BodyType<PasswordRecoveryRequest>}, TContext> => {

const mutationKey = ['userPasswordRecovery'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userPasswordRecovery>>, {data: BodyType<PasswordRecoveryRequest>}> = (props) => {
          const {data} = props ?? {};

          return  userPasswordRecovery(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserPasswordRecoveryMutationResult = NonNullable<Awaited<ReturnType<typeof userPasswordRecovery>>>
    export type UserPasswordRecoveryMutationBody = BodyType<PasswordRecoveryRequest>
    export type UserPasswordRecoveryMutationError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Request a password recovery email
 */
export const useUserPasswordRecovery = <TError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecovery>>, TError,{data: BodyType<PasswordRecoveryRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userPasswordRecovery>>,
        TError,
        {data: BodyType<PasswordRecoveryRequest>},
        TContext
      > => {

      const mutationOptions = getUserPasswordRecoveryMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    /**
 * `success: 1` means the password was changed and the user can log in with it; 0 means the token
was expired or already used. A new password ends every session of the account and clears its
count of wrong passwords at sign-in.

**Limits** (429 with `Retry-After`, before the link is checked): at most 10 refused links
(`success: 0`) per email and 30 per client (address) an hour; a link that works counts against
nobody.

 * @summary Set a new password with a recovery token
 */
export const userPasswordRecoveryAccept = (
    passwordRecoveryAcceptRequest: BodyType<PasswordRecoveryAcceptRequest>,
 options?: SecondParameter<typeof apiRequest>,signal?: AbortSignal
) => {
      
      
      return apiRequest<RecoveryResult>(
      {url: `/api/v1/user/password/recovery/accept`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: passwordRecoveryAcceptRequest, signal
    },
      options);
    }
  


export const getUserPasswordRecoveryAcceptMutationOptions = <TError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>, TError,{data: BodyType<PasswordRecoveryAcceptRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
): UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>, TError,{data: BodyType<PasswordRecoveryAcceptRequest>}, TContext> => {

const mutationKey = ['userPasswordRecoveryAccept'];
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};

      


      const mutationFn: MutationFunction<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>, {data: BodyType<PasswordRecoveryAcceptRequest>}> = (props) => {
          const {data} = props ?? {};

          return  userPasswordRecoveryAccept(data,requestOptions)
        }

        


  return  { mutationFn, ...mutationOptions }}

    export type UserPasswordRecoveryAcceptMutationResult = NonNullable<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>>
    export type UserPasswordRecoveryAcceptMutationBody = BodyType<PasswordRecoveryAcceptRequest>
    export type UserPasswordRecoveryAcceptMutationError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>

    /**
 * @summary Set a new password with a recovery token
 */
export const useUserPasswordRecoveryAccept = <TError = ErrorType<ValidationFailedResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | ServerErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>, TError,{data: BodyType<PasswordRecoveryAcceptRequest>}, TContext>, request?: SecondParameter<typeof apiRequest>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof userPasswordRecoveryAccept>>,
        TError,
        {data: BodyType<PasswordRecoveryAcceptRequest>},
        TContext
      > => {

      const mutationOptions = getUserPasswordRecoveryAcceptMutationOptions(options);

      return useMutation(mutationOptions, queryClient);
    }
    