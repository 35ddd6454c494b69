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
  StreamItem,
  StreamKindList,
  StreamList,
  StreamTypeList
} from '../../model';


export const getStreamTypeListResponseMock = (): StreamTypeList => ({"items":[{"id":1,"code":"tv","name":"Телевидение"},{"id":2,"code":"radio","name":"Радио"},{"id":3,"code":"web","name":"Веб-трансляция"}]})

export const getStreamKindListResponseMock = (): StreamKindList => ({"items":[{"id":1,"code":"live","name":"Прямой эфир"},{"id":2,"code":"archive","name":"Архив канала"},{"id":3,"code":"on_demand","name":"Запись по запросу"}]})

export const getStreamListResponseMock = (): StreamList => ({"items":[{"id":1242,"name":"НТВ — запись 19.11.2026 18:00–19:00","channel_id":3,"type":"tv","kind":"on_demand","url":"https://records.mediamonitor.local/demand/1242/index.m3u8","state":"queued","start":"2026-11-19T18:00:00+03:00","end":"2026-11-19T19:00:00+03:00","created_at":"2026-11-22T10:15:00+03:00"},{"id":1241,"name":"РБК — видеотрансляция","channel_id":10,"type":"web","kind":"live","url":"https://live.rbc.ru/rbctv/index.m3u8","state":"queued","created_at":"2026-11-22T09:40:00+03:00"},{"id":1240,"name":"Радио Sputnik — прямой эфир","channel_id":null,"type":"radio","kind":"live","url":"https://icecast.radiosputnik.ru/sputnik_128.mp3","state":"queued","created_at":"2026-11-21T16:20:00+03:00"},{"id":1212,"name":"Первый канал — запись 16.11.2026 21:00–21:45","channel_id":1,"type":"tv","kind":"on_demand","url":"https://records.mediamonitor.local/demand/1212/index.m3u8","state":"done","start":"2026-11-16T21:00:00+03:00","end":"2026-11-16T21:45:00+03:00","created_at":"2026-11-16T22:05:00+03:00"},{"id":1211,"name":"Радио Маяк — прямой эфир","channel_id":6,"type":"radio","kind":"live","url":"https://live.radiomayak.ru/mayak_192.mp3","state":"failed","created_at":"2025-03-12T11:00:00+03:00"},{"id":1210,"name":"Первый канал — архив эфира","channel_id":1,"type":"tv","kind":"archive","url":"https://archive.1tv.ru/api/records/channel1","state":"processing","created_at":"2025-02-10T12:00:00+03:00"},{"id":1209,"name":"راديو سوا — البث المباشر","channel_id":14,"type":"radio","kind":"live","url":"https://stream.radiosawa.com/sawa_128.mp3","state":"processing","created_at":"2025-02-04T10:40:00+03:00"},{"id":1208,"name":"سكاي نيوز عربية — البث المباشر","channel_id":13,"type":"tv","kind":"live","url":"https://stream.skynewsarabia.com/hls/sna/index.m3u8","state":"processing","created_at":"2025-02-04T10:35:00+03:00"},{"id":1207,"name":"الجزيرة — البث المباشر","channel_id":12,"type":"tv","kind":"live","url":"https://live-hls-web-aja.getaj.net/AJA/index.m3u8","state":"processing","created_at":"2025-02-04T10:30:00+03:00"},{"id":1206,"name":"BBC World News — live","channel_id":11,"type":"tv","kind":"live","url":"https://live.bbcworldnews.com/hls/bbc_world_news/index.m3u8","state":"processing","created_at":"2025-02-03T15:00:00+03:00"},{"id":1205,"name":"Русское радио — прямой эфир","channel_id":5,"type":"radio","kind":"live","url":"https://stream.rusradio.ru/rusradio_128.mp3","state":"processing","created_at":"2025-02-03T14:20:00+03:00"},{"id":1204,"name":"Европа Плюс — прямой эфир","channel_id":4,"type":"radio","kind":"live","url":"https://stream.europaplus.ru/europaplus_320.mp3","state":"processing","created_at":"2025-02-03T14:10:00+03:00"},{"id":1203,"name":"НТВ — прямой эфир","channel_id":3,"type":"tv","kind":"live","url":"https://live.ntv.ru/ntv/index.m3u8","state":"processing","created_at":"2025-02-03T12:20:00+03:00"},{"id":1202,"name":"Россия 1 — прямой эфир","channel_id":2,"type":"tv","kind":"live","url":"https://live.smotrim.ru/russia1/index.m3u8","state":"processing","created_at":"2025-02-03T12:10:00+03:00"},{"id":1201,"name":"Первый канал — прямой эфир","channel_id":1,"type":"tv","kind":"live","url":"https://edge.1tv.ru/live/channel1/index.m3u8","state":"processing","created_at":"2025-02-03T12:00:00+03:00"}],"meta":{"total":15,"page":1,"limit":20}})

export const getStreamAddResponseMock = (): StreamItem => ({"item":{"id":1241,"name":"РБК — видеотрансляция","channel_id":10,"type":"web","kind":"live","url":"https://live.rbc.ru/rbctv/index.m3u8","state":"queued","created_at":"2026-11-22T09:40:00+03:00"}})

export const getStreamDemandCreateResponseMock = (): StreamItem => ({"item":{"id":1242,"name":"НТВ — запись 19.11.2026 18:00–19:00","channel_id":3,"type":"tv","kind":"on_demand","url":"https://records.mediamonitor.local/demand/1242/index.m3u8","state":"queued","start":"2026-11-19T18:00:00+03:00","end":"2026-11-19T19:00:00+03:00","created_at":"2026-11-22T10:15:00+03:00"}})


export const getStreamTypeListMockHandler = (overrideResponse?: StreamTypeList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamTypeList> | StreamTypeList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/stream/type/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamTypeListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamKindListMockHandler = (overrideResponse?: StreamKindList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamKindList> | StreamKindList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/stream/kind/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamKindListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamListMockHandler = (overrideResponse?: StreamList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamList> | StreamList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/stream/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamAddMockHandler = (overrideResponse?: StreamItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamItem> | StreamItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/stream/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamDemandCreateMockHandler = (overrideResponse?: StreamItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamItem> | StreamItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/stream/demand/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamDemandCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getStreamsMock = () => [
  getStreamTypeListMockHandler(),
  getStreamKindListMockHandler(),
  getStreamListMockHandler(),
  getStreamAddMockHandler(),
  getStreamDemandCreateMockHandler()
]
