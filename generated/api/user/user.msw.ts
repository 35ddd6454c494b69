/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  LoginResponse,
  RecoveryResult,
  RegistrationResult,
  SuccessResult,
  UserItem
} from '../../model';


export const getUserGetResponseMock = (): UserItem => ({"item":{"id":1001,"first_name":"Анна","last_name":"Смирнова","email":"anna.smirnova@mediagroup.ru","phone":"+7 (495) 123-45-67","permissions":{"all":true}}})

export const getUserEditResponseMock = (): UserItem => ({"item":{"id":1001,"first_name":"Анна","last_name":"Смирнова","email":"anna.smirnova@mediagroup.ru","phone":"+7 (495) 123-45-67","permissions":{"all":true}}})

export const getUserRegistrationResponseMock = (): RegistrationResult => ({"result":true})

export const getUserLoginResponseMock = (): LoginResponse => ({"token":"sess_1001_7f3a9c","item":{"id":1001,"first_name":"Анна","last_name":"Смирнова","email":"anna.smirnova@mediagroup.ru","phone":"+7 (495) 123-45-67","permissions":{"all":true},"jwt_token":"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMDAxIn0.Qm9ndXNTaWduYXR1cmVBbGw"}})

export const getUserLogoutResponseMock = (): SuccessResult => ({"success":true})

export const getUserPasswordRecoveryResponseMock = (): RecoveryResult => ({"success":1})

export const getUserPasswordRecoveryAcceptResponseMock = (): RecoveryResult => ({"success":1})


export const getUserGetMockHandler = (overrideResponse?: UserItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UserItem> | UserItem), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/user/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserEditMockHandler = (overrideResponse?: UserItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UserItem> | UserItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/edit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserEditResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserRegistrationMockHandler = (overrideResponse?: RegistrationResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RegistrationResult> | RegistrationResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/registration', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserRegistrationResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserLoginMockHandler = (overrideResponse?: LoginResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LoginResponse> | LoginResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/login', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserLoginResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserLogoutMockHandler = (overrideResponse?: SuccessResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SuccessResult> | SuccessResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/logout', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserLogoutResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserPasswordRecoveryMockHandler = (overrideResponse?: RecoveryResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RecoveryResult> | RecoveryResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/password/recovery', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserPasswordRecoveryResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUserPasswordRecoveryAcceptMockHandler = (overrideResponse?: RecoveryResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RecoveryResult> | RecoveryResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/user/password/recovery/accept', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUserPasswordRecoveryAcceptResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getUserMock = () => [
  getUserGetMockHandler(),
  getUserEditMockHandler(),
  getUserRegistrationMockHandler(),
  getUserLoginMockHandler(),
  getUserLogoutMockHandler(),
  getUserPasswordRecoveryMockHandler(),
  getUserPasswordRecoveryAcceptMockHandler()
]
