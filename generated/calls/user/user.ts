/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type {
  LoginRequest,
  LoginResponse,
  PasswordRecoveryAcceptRequest,
  PasswordRecoveryRequest,
  RecoveryResult,
  RegistrationRequest,
  RegistrationResult,
  SuccessResult,
  UserEditRequest,
  UserItem
} from '../../model';

import { apiRequest } from '../../../src/api/request';
import type { BodyType } from '../../../src/api/request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * The signed-in cabinet user with their permissions. The cabinet loads it once after login.
 * @summary Current user's profile
 */
export const userGet = (
    
 options?: SecondParameter<typeof apiRequest<UserItem>>,) => {
      return apiRequest<UserItem>(
      {url: `/api/v1/user/get`, method: 'GET'
    },
      options);
    }
  /**
 * Stores the personal information form. The email is read-only; `password` is present only when
the user typed a new one. A new password ends every other session of the account (whoever
signed in with the old one is signed out); the session that sent it stays signed in.

 * @summary Edit the current user's profile
 */
export const userEdit = (
    userEditRequest: BodyType<UserEditRequest>,
 options?: SecondParameter<typeof apiRequest<UserItem>>,) => {
      return apiRequest<UserItem>(
      {url: `/api/v1/user/edit`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: userEditRequest
    },
      options);
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
 options?: SecondParameter<typeof apiRequest<RegistrationResult>>,) => {
      return apiRequest<RegistrationResult>(
      {url: `/api/v1/user/registration`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: registrationRequest
    },
      options);
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
 options?: SecondParameter<typeof apiRequest<LoginResponse>>,) => {
      return apiRequest<LoginResponse>(
      {url: `/api/v1/user/login`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: loginRequest
    },
      options);
    }
  /**
 * Ends the cabinet session; the JWT is no longer accepted afterwards. The client clears its JWT whatever the answer.
 * @summary Cabinet logout
 */
export const userLogout = (
    
 options?: SecondParameter<typeof apiRequest<SuccessResult>>,) => {
      return apiRequest<SuccessResult>(
      {url: `/api/v1/user/logout`, method: 'POST'
    },
      options);
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
 options?: SecondParameter<typeof apiRequest<RecoveryResult>>,) => {
      return apiRequest<RecoveryResult>(
      {url: `/api/v1/user/password/recovery`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: passwordRecoveryRequest
    },
      options);
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
 options?: SecondParameter<typeof apiRequest<RecoveryResult>>,) => {
      return apiRequest<RecoveryResult>(
      {url: `/api/v1/user/password/recovery/accept`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: passwordRecoveryAcceptRequest
    },
      options);
    }
  export type UserGetResult = NonNullable<Awaited<ReturnType<typeof userGet>>>
export type UserEditResult = NonNullable<Awaited<ReturnType<typeof userEdit>>>
export type UserRegistrationResult = NonNullable<Awaited<ReturnType<typeof userRegistration>>>
export type UserLoginResult = NonNullable<Awaited<ReturnType<typeof userLogin>>>
export type UserLogoutResult = NonNullable<Awaited<ReturnType<typeof userLogout>>>
export type UserPasswordRecoveryResult = NonNullable<Awaited<ReturnType<typeof userPasswordRecovery>>>
export type UserPasswordRecoveryAcceptResult = NonNullable<Awaited<ReturnType<typeof userPasswordRecoveryAccept>>>
