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
  TranscriptionChannels,
  TranscriptionItem,
  TranscriptionList,
  TranscriptionReportItem
} from '../../model';


export const getTranscriptionListResponseMock = (): TranscriptionList => ({"items":[{"id":912,"channel":{"id":1,"name":"Первый канал","type":"TV"},"start":"2026-11-21T21:00:00+03:00","end":"2026-11-21T21:40:00+03:00","language":"ru","state":"queued","created_at":"2026-11-22T09:05:00+03:00"},{"id":911,"channel":{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV"},"start":"2026-11-21T20:00:00+03:00","end":"2026-11-21T20:30:00+03:00","language":"ar","state":"processing","created_at":"2026-11-22T08:40:00+03:00"},{"id":910,"channel":{"id":11,"name":"BBC World News","type":"TV"},"start":"2026-11-20T13:00:00+03:00","end":"2026-11-20T13:30:00+03:00","language":"en","state":"done","created_at":"2026-11-20T15:12:00+03:00"},{"id":909,"channel":{"id":6,"name":"Радио Маяк","type":"RADIO"},"start":"2026-11-19T08:00:00+03:00","end":"2026-11-19T09:00:00+03:00","language":"ru","state":"done","created_at":"2026-11-19T10:03:00+03:00"},{"id":908,"channel":{"id":2,"name":"Россия 1","type":"TV"},"start":"2026-11-18T20:00:00+03:00","end":"2026-11-18T20:45:00+03:00","language":"ru","state":"done","created_at":"2026-11-18T21:10:00+03:00"},{"id":907,"channel":{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO"},"start":"2026-11-17T18:00:00+03:00","end":"2026-11-17T18:30:00+03:00","language":"ar","state":"failed","created_at":"2026-11-17T19:00:00+03:00"},{"id":906,"channel":{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV"},"start":"2026-11-16T21:00:00+03:00","end":"2026-11-16T21:30:00+03:00","language":"ar","state":"done","created_at":"2026-11-16T22:15:00+03:00"}],"meta":{"total":7,"page":1,"limit":20}})

export const getTranscriptionReportResponseMock = (): TranscriptionReportItem => ({"item":{"id":908,"channel":{"id":2,"name":"Россия 1","type":"TV"},"start":"2026-11-18T20:00:00+03:00","end":"2026-11-18T20:45:00+03:00","language":"ru","state":"done","created_at":"2026-11-18T21:10:00+03:00","segments":[{"start":0,"end":14.2,"speaker":"Ведущий","text":"Добрый вечер! В эфире «Вести». Главная новость дня — Центральный банк сохранил ключевую ставку на уровне шестнадцати процентов."},{"start":14.2,"end":52.8,"speaker":"Корреспондент","text":"Совет директоров Банка России оставил ключевую ставку без изменений третий раз подряд. Аналитики ожидали снижения на один пункт, однако регулятор указал на сохраняющееся инфляционное давление."},{"start":52.8,"end":97.5,"speaker":"Михаил Орлов","person_id":101,"text":"Решение Центрального банка взвешенное. Для экономики важна предсказуемость, и мы видим, что кредитование замедляется без резкого охлаждения деловой активности."},{"start":97.5,"end":130.1,"speaker":"Ведущий","text":"К другим новостям. В Вене завершился саммит ОПЕК+. Участники договорились продлить ограничения добычи до конца первого квартала."},{"start":130.1,"end":171.6,"speaker":"Корреспондент","text":"В Приморье продолжают откачивать воду из подтопленных домов. По данным МЧС, в зоне паводка остаются двенадцать населённых пунктов, эвакуированы более трёх тысяч человек."},{"start":171.6,"end":200,"speaker":"Ведущий","text":"Центризбирком подвёл итоги проверки документов кандидатов на выборах мэра Москвы."},{"start":200,"end":236.4,"speaker":"Елена Брагина","person_id":102,"text":"Все документы проверены. Нарушений, которые могли бы повлиять на регистрацию кандидатов, не выявлено."}]}})

export const getTranscriptionCreateResponseMock = (): TranscriptionItem => ({"item":{"id":912,"channel":{"id":1,"name":"Первый канал","type":"TV"},"start":"2026-11-21T21:00:00+03:00","end":"2026-11-21T21:40:00+03:00","language":"ru","state":"queued","created_at":"2026-11-22T09:05:00+03:00"}})

export const getTranscriptionChannelsResponseMock = (): TranscriptionChannels => ({"items":[{"id":11,"name":"BBC World News","type":"TV"},{"id":3,"name":"НТВ","type":"TV"},{"id":1,"name":"Первый канал","type":"TV"},{"id":2,"name":"Россия 1","type":"TV"},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV"},{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV"},{"id":4,"name":"Европа Плюс","type":"RADIO"},{"id":6,"name":"Радио Маяк","type":"RADIO"},{"id":5,"name":"Русское радио","type":"RADIO"},{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO"}]})


export const getTranscriptionListMockHandler = (overrideResponse?: TranscriptionList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TranscriptionList> | TranscriptionList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/transcription/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTranscriptionListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTranscriptionReportMockHandler = (overrideResponse?: TranscriptionReportItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TranscriptionReportItem> | TranscriptionReportItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/transcription/report', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTranscriptionReportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTranscriptionCreateMockHandler = (overrideResponse?: TranscriptionItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TranscriptionItem> | TranscriptionItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/transcription/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTranscriptionCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTranscriptionChannelsMockHandler = (overrideResponse?: TranscriptionChannels | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TranscriptionChannels> | TranscriptionChannels), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/transcription/channels', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTranscriptionChannelsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getTranscriptionMock = () => [
  getTranscriptionListMockHandler(),
  getTranscriptionReportMockHandler(),
  getTranscriptionCreateMockHandler(),
  getTranscriptionChannelsMockHandler()
]
