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
  BroadcastList,
  TimelineProgramItem,
  TimelineSegmentItem
} from '../../model';


export const getTimelineBroadcastListResponseMock = (): BroadcastList => ({"items":[{"channel":{"id":1,"name":"Первый канал","type":"TV"},"intervals":[{"start":"00:00:00","end":"05:00:00","program_id":1601,"title":"Ночной кинопоказ","kind":"film"},{"start":"05:00:00","end":"09:00:00","program_id":1602,"title":"Доброе утро","kind":"talk_show"},{"start":"09:00:00","end":"09:15:00","program_id":1603,"title":"Новости","kind":"news"},{"start":"09:15:00","end":"12:00:00","program_id":1604,"title":"Информационный канал","kind":"talk_show"},{"start":"12:00:00","end":"12:15:00","program_id":1605,"title":"Новости","kind":"news"},{"start":"12:15:00","end":"15:00:00","program_id":1606,"title":"Информационный канал","kind":"talk_show"},{"start":"15:00:00","end":"15:15:00","program_id":1607,"title":"Новости","kind":"news"},{"start":"15:15:00","end":"18:00:00","program_id":1608,"title":"Время покажет","kind":"talk_show"},{"start":"18:00:00","end":"18:20:00","program_id":1609,"title":"Вечерние новости","kind":"news"},{"start":"18:20:00","end":"21:00:00","program_id":1610,"title":"Вечернее шоу","kind":"entertainment"},{"start":"21:00:00","end":"21:45:00","program_id":1611,"title":"Время","kind":"news"},{"start":"21:45:00","end":"23:45:00","program_id":1612,"title":"Многосерийный фильм «Северный ветер»","kind":"series"},{"start":"23:45:00","end":"23:59:59","program_id":1613,"title":"Ночные новости","kind":"news"}]},{"channel":{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV"},"intervals":[{"start":"00:00:00","end":"03:00:00","program_id":1621,"title":"الحصاد","kind":"news"},{"start":"03:00:00","end":"06:00:00","program_id":1622,"title":"عالم الجزيرة","kind":"documentary"},{"start":"06:00:00","end":"09:00:00","program_id":1623,"title":"هذا الصباح","kind":"talk_show"},{"start":"09:00:00","end":"12:00:00","program_id":1624,"title":"الأخبار","kind":"news"},{"start":"12:00:00","end":"13:00:00","program_id":1625,"title":"ما وراء الخبر","kind":"talk_show"},{"start":"13:00:00","end":"17:00:00","program_id":1626,"title":"الأخبار","kind":"news"},{"start":"17:00:00","end":"18:00:00","program_id":1627,"title":"الاتجاه المعاكس","kind":"talk_show"},{"start":"18:00:00","end":"19:00:00","program_id":1628,"title":"نشرة المساء","kind":"news"},{"start":"19:00:00","end":"20:00:00","program_id":1629,"title":"في العمق","kind":"talk_show"},{"start":"20:00:00","end":"21:00:00","program_id":1630,"title":"وثائقي: نيوم ومستقبل الطاقة الخضراء","kind":"documentary"},{"start":"21:00:00","end":"23:59:59","program_id":1631,"title":"الحصاد","kind":"news"}]}]})

export const getTimelineProgramGetResponseMock = (): TimelineProgramItem => ({"item":{"id":1611,"channel":{"id":1,"name":"Первый канал","type":"TV"},"date":"2026-11-18","start":"21:00:00","end":"21:45:00","title":"Время","description":"Главная информационная программа Первого канала — итоги дня в России и мире.","kind":"news","segments":[{"start":"21:00:00","end":"21:06:30","title":"Банк России сохранил ключевую ставку","theme_id":14,"story_id":301,"sentiment":"neutral"},{"start":"21:06:30","end":"21:12:00","title":"ОПЕК+ продлил ограничения добычи нефти","theme_id":11,"story_id":302,"sentiment":"neutral"},{"start":"21:12:00","end":"21:18:40","title":"Паводок в Приморье: эвакуированы более трёх тысяч человек","theme_id":4,"story_id":304,"sentiment":"negative"},{"start":"21:18:40","end":"21:24:00","title":"Выборы мэра Москвы: ЦИК завершил проверку документов","theme_id":1,"story_id":303,"sentiment":"neutral"},{"start":"21:24:00","end":"21:31:20","title":"Реформа ЕГЭ: что изменится для выпускников","theme_id":9,"story_id":308,"sentiment":"neutral"},{"start":"21:31:20","end":"21:38:00","title":"Российский павильон на Expo 2030","theme_id":10,"sentiment":"positive"},{"start":"21:38:00","end":"21:45:00","title":"Накануне финала Кубка России","theme_id":5,"story_id":305,"sentiment":"positive"}]}})

export const getTimelineSegmentGetResponseMock = (): TimelineSegmentItem => ({"item":{"channel":{"id":1,"name":"Первый канал","type":"TV"},"date":"2026-11-18","start":"21:00:00","end":"21:06:30","program_id":1611,"program_title":"Время","story_id":301,"themes":[{"id":14,"name":"Финансы"},{"id":2,"name":"Экономика"}],"persons":[{"id":101,"name":"Михаил Орлов","position":"министр экономики"}],"markers":[{"id":201,"name":"Центральный банк"},{"id":207,"name":"Ключевая ставка"}],"transcript":"Банк России сохранил ключевую ставку на уровне шестнадцати процентов годовых. Регулятор указывает, что инфляция замедляется, но остаётся выше цели. Министр экономики Михаил Орлов назвал решение взвешенным: «Для экономики важна предсказуемость, и мы видим, что кредитование замедляется без резкого охлаждения деловой активности».","sentiment":"neutral"}})


export const getTimelineBroadcastListMockHandler = (overrideResponse?: BroadcastList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BroadcastList> | BroadcastList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/timeline/broadcast/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTimelineBroadcastListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTimelineProgramGetMockHandler = (overrideResponse?: TimelineProgramItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TimelineProgramItem> | TimelineProgramItem), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/timeline/program/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTimelineProgramGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getTimelineSegmentGetMockHandler = (overrideResponse?: TimelineSegmentItem | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TimelineSegmentItem> | TimelineSegmentItem), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/timeline/segment/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTimelineSegmentGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getTimelineMock = () => [
  getTimelineBroadcastListMockHandler(),
  getTimelineProgramGetMockHandler(),
  getTimelineSegmentGetMockHandler()
]
