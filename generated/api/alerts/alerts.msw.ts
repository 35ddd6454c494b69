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
  AlertItem,
  AlertList,
  DigestItem,
  NotificationList,
  SuccessResult,
  UnreadCount
} from '../../model';


export const getAlertsListResponseMock = (): AlertList => ({"items":[{"id":43,"name":"Новые релизы в эфире","kind":"first_airplay","section":"music","language":"ru","recipients":[],"state":"active","created_at":"2026-11-20T10:15:00+03:00","last_fired_at":"2026-11-24T08:02:00+03:00","fired":2},{"id":42,"name":"Негатив о ключевой ставке","kind":"threshold","section":"info","scope":{"theme_id":1,"markers":[201]},"metric":"negative_share","value":0.4,"language":"ru","recipients":["anna.smirnova@mediagroup.ru"],"state":"paused","created_at":"2026-11-18T16:40:00+03:00","last_fired_at":null,"fired":0},{"id":41,"name":"Всплески на ТВ","kind":"spike","section":"info","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]},"sensitivity":"balanced","language":"ru","recipients":["anna.smirnova@mediagroup.ru","press@mediagroup.ru"],"state":"active","created_at":"2026-11-16T09:30:00+03:00","last_fired_at":"2026-11-24T00:05:00+03:00","fired":3}]})

export const getAlertsCreateResponseMock = (): AlertItem => ({"item":{"id":41,"name":"Всплески на ТВ","kind":"spike","section":"info","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]},"sensitivity":"balanced","language":"ru","recipients":["anna.smirnova@mediagroup.ru","press@mediagroup.ru"],"state":"active","created_at":"2026-11-16T09:30:00+03:00","last_fired_at":"2026-11-24T00:05:00+03:00","fired":3}})

export const getAlertsEditResponseMock = (): AlertItem => ({"item":{"id":41,"name":"Всплески на ТВ","kind":"spike","section":"info","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]},"sensitivity":"balanced","language":"ru","recipients":["anna.smirnova@mediagroup.ru","press@mediagroup.ru"],"state":"active","created_at":"2026-11-16T09:30:00+03:00","last_fired_at":"2026-11-24T00:05:00+03:00","fired":3}})

export const getAlertsDeleteResponseMock = (): SuccessResult => ({"success":true})

export const getAlertsPauseResponseMock = (): AlertItem => ({"item":{"id":41,"name":"Всплески на ТВ","kind":"spike","section":"info","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]},"sensitivity":"balanced","language":"ru","recipients":["anna.smirnova@mediagroup.ru","press@mediagroup.ru"],"state":"paused","created_at":"2026-11-16T09:30:00+03:00","last_fired_at":"2026-11-24T00:05:00+03:00","fired":3}})

export const getAlertsResumeResponseMock = (): AlertItem => ({"item":{"id":41,"name":"Всплески на ТВ","kind":"spike","section":"info","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]},"sensitivity":"balanced","language":"ru","recipients":["anna.smirnova@mediagroup.ru","press@mediagroup.ru"],"state":"active","created_at":"2026-11-16T09:30:00+03:00","last_fired_at":"2026-11-24T00:05:00+03:00","fired":3}})

export const getNotificationsListResponseMock = (): NotificationList => ({"items":[{"id":9003,"alert_id":43,"alert_name":"Новые релизы в эфире","kind":"first_airplay","section":"music","fired_at":"2026-11-24T08:02:00+03:00","day":"2026-11-24","read":false,"title":"Впервые в эфире: Ella Brooks — Slow Motion","text":"Ваша загрузка впервые прозвучала в эфире: Европа Плюс, 24.11.2026 в 07:58.","figures":{"channel":{"id":4,"name":"Европа Плюс","type":"RADIO"},"plays":1},"target":{"section":"music","period":{"start_date":"2026-11-24","end_date":"2026-11-24"},"mark":"2026-11-24","track_id":100000123,"upload_id":100000123}},{"id":9002,"alert_id":41,"alert_name":"Всплески на ТВ","kind":"spike","section":"info","fired_at":"2026-11-24T00:05:00+03:00","day":"2026-11-23","read":false,"title":"Всплеск упоминаний: Всплески на ТВ","text":"23.11.2026: 412 упоминаний — в 3,4 раза больше обычного (121 в день за 14 дней до того).","figures":{"count":412,"usual":121,"ratio":3.4},"target":{"section":"info","period":{"start_date":"2026-11-09","end_date":"2026-11-23"},"mark":"2026-11-23","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]}}},{"id":9001,"alert_id":41,"alert_name":"Всплески на ТВ","kind":"spike","section":"info","fired_at":"2026-11-17T00:05:00+03:00","day":"2026-11-16","read":true,"title":"Всплеск упоминаний: Всплески на ТВ","text":"16.11.2026: 288 упоминаний — в 2,5 раза больше обычного (115 в день за 14 дней до того).","figures":{"count":288,"usual":115,"ratio":2.5},"target":{"section":"info","period":{"start_date":"2026-11-02","end_date":"2026-11-16"},"mark":"2026-11-16","scope":{"view_name":"ТВ за неделю","channel_types":["TV"]}}}],"meta":{"total":3,"page":1,"limit":20},"unread":2})

export const getNotificationsReadResponseMock = (): UnreadCount => ({"unread":1,"latest_id":9003})

export const getNotificationsUnreadResponseMock = (): UnreadCount => ({"unread":2,"latest_id":9003})

export const getDigestGetResponseMock = (): DigestItem => ({"item":{"enabled":true,"hour":8,"time_zone":"Europe/Moscow","quiet_start":22,"quiet_end":7,"language":"ru"}})

export const getDigestEditResponseMock = (): DigestItem => ({"item":{"enabled":true,"hour":8,"time_zone":"Europe/Moscow","quiet_start":22,"quiet_end":7,"language":"ru"}})


export const getAlertsListMockHandler = (overrideResponse?: AlertList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AlertList> | AlertList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAlertsCreateMockHandler = (overrideResponse?: AlertItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AlertItem> | AlertItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAlertsEditMockHandler = (overrideResponse?: AlertItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AlertItem> | AlertItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/edit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsEditResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAlertsDeleteMockHandler = (overrideResponse?: SuccessResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SuccessResult> | SuccessResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAlertsPauseMockHandler = (overrideResponse?: AlertItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AlertItem> | AlertItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/pause', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsPauseResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getAlertsResumeMockHandler = (overrideResponse?: AlertItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AlertItem> | AlertItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/alerts/resume', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAlertsResumeResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getNotificationsListMockHandler = (overrideResponse?: NotificationList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<NotificationList> | NotificationList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/notifications/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getNotificationsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getNotificationsReadMockHandler = (overrideResponse?: UnreadCount | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UnreadCount> | UnreadCount), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/notifications/read', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getNotificationsReadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getNotificationsUnreadMockHandler = (overrideResponse?: UnreadCount | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UnreadCount> | UnreadCount), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/notifications/unread', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getNotificationsUnreadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDigestGetMockHandler = (overrideResponse?: DigestItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DigestItem> | DigestItem), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/notifications/digest', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDigestGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getDigestEditMockHandler = (overrideResponse?: DigestItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DigestItem> | DigestItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/notifications/digest', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDigestEditResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getAlertsMock = () => [
  getAlertsListMockHandler(),
  getAlertsCreateMockHandler(),
  getAlertsEditMockHandler(),
  getAlertsDeleteMockHandler(),
  getAlertsPauseMockHandler(),
  getAlertsResumeMockHandler(),
  getNotificationsListMockHandler(),
  getNotificationsReadMockHandler(),
  getNotificationsUnreadMockHandler(),
  getDigestGetMockHandler(),
  getDigestEditMockHandler()
]
