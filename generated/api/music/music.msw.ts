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
  MusicReport,
  MusicStatistics,
  MusicStoryList,
  MusicThemeTop,
  ReportFileResponse,
  TrackUploadItem,
  UploadList
} from '../../model';


export const getMusicThemesTopListResponseMock = (): MusicThemeTop => ({"items":[{"id":401,"name":"Поп","count":473},{"id":402,"name":"Рок","count":254},{"id":406,"name":"Арабская эстрада","count":192},{"id":405,"name":"Электроника","count":187},{"id":403,"name":"Хип-хоп","count":161},{"id":404,"name":"Шансон","count":119}]})

export const getMusicStoriesListResponseMock = (): MusicStoryList => ({"items":[{"id":452,"title":"«Золотой граммофон — 2026»: номинанты в эфире","theme_id":401,"count":401,"first_played_on":"2026-11-16"},{"id":451,"title":"Премьера сингла Ольги Серовой «Северный ветер»","theme_id":401,"count":214,"first_played_on":"2026-11-16"},{"id":455,"title":"The Northern Lines: «Paper Skies» in the Europa Plus chart","theme_id":402,"count":126,"first_played_on":"2026-11-18"},{"id":454,"title":"جولة نور الهدى الخليجية","theme_id":406,"count":104,"first_played_on":"2026-11-16"},{"id":453,"title":"Группа «Высота» возвращается с альбомом «Новая высота»","theme_id":402,"count":97,"first_played_on":"2026-11-17"}],"meta":{"total":5,"page":1,"limit":20}})

export const getMusicReportResponseMock = (): MusicReport => ({"items":[{"played_at":"2026-11-22T23:48:12+03:00","channel":{"id":5,"name":"Русское радио","type":"RADIO"},"track_id":1106,"artist":"Денис Ветров","title":"Алые паруса","duration_seconds":205},{"played_at":"2026-11-22T23:41:05+03:00","channel":{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO"},"track_id":1107,"artist":"نور الهدى","title":"يا ليل","duration_seconds":232},{"played_at":"2026-11-22T23:36:47+03:00","channel":{"id":4,"name":"Европа Плюс","type":"RADIO"},"track_id":1101,"artist":"Ольга Серова","title":"Северный ветер","duration_seconds":214},{"played_at":"2026-11-22T23:29:30+03:00","channel":{"id":4,"name":"Европа Плюс","type":"RADIO"},"track_id":1109,"artist":"The Northern Lines","title":"Paper Skies","duration_seconds":201},{"played_at":"2026-11-22T23:22:18+03:00","channel":{"id":6,"name":"Радио Маяк","type":"RADIO"},"track_id":1104,"artist":"Высота","title":"Последний рейс","duration_seconds":236},{"played_at":"2026-11-22T23:17:54+03:00","channel":{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO"},"track_id":1108,"artist":"رامي الشامي","title":"قلبي معاك","duration_seconds":218},{"played_at":"2026-11-22T23:10:03+03:00","channel":{"id":5,"name":"Русское радио","type":"RADIO"},"track_id":1102,"artist":"Ольга Серова","title":"Не отпускай","duration_seconds":198},{"played_at":"2026-11-22T23:02:41+03:00","channel":{"id":4,"name":"Европа Плюс","type":"RADIO"},"track_id":1105,"artist":"Мира Ланская","title":"Танцуй со мной","duration_seconds":189},{"played_at":"2026-11-22T22:55:26+03:00","channel":{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO"},"track_id":1110,"artist":"Ella Brooks","title":"Midnight Drive","duration_seconds":187},{"played_at":"2026-11-22T22:49:09+03:00","channel":{"id":5,"name":"Русское радио","type":"RADIO"},"track_id":1103,"artist":"Артём Киреев","title":"Город без сна","duration_seconds":219}],"meta":{"total":1386,"page":1,"limit":10}})

export const getMusicReportDownloadResponseMock = (): ReportFileResponse => (new Blob(['A file the contract describes as binary.']))

export const getMusicStatisticsResponseMock = (): MusicStatistics => ({"statistics":{"total":1386,"dynamics":[{"date":"2026-11-16","count":196},{"date":"2026-11-17","count":201},{"date":"2026-11-18","count":188},{"date":"2026-11-19","count":205},{"date":"2026-11-20","count":212},{"date":"2026-11-21","count":197},{"date":"2026-11-22","count":187}],"items":[{"track_id":1101,"artist":"Ольга Серова","title":"Северный ветер","plays":214},{"track_id":1105,"artist":"Мира Ланская","title":"Танцуй со мной","plays":187},{"track_id":1103,"artist":"Артём Киреев","title":"Город без сна","plays":161},{"track_id":1102,"artist":"Ольга Серова","title":"Не отпускай","plays":148},{"track_id":1109,"artist":"The Northern Lines","title":"Paper Skies","plays":126},{"track_id":1106,"artist":"Денис Ветров","title":"Алые паруса","plays":119},{"track_id":1107,"artist":"نور الهدى","title":"يا ليل","plays":104},{"track_id":1104,"artist":"Высота","title":"Последний рейс","plays":97},{"track_id":1108,"artist":"رامي الشامي","title":"قلبي معاك","plays":88},{"track_id":1110,"artist":"Ella Brooks","title":"Midnight Drive","plays":71}],"artists":[{"artist":"Ольга Серова","plays":362},{"artist":"Мира Ланская","plays":227},{"artist":"Артём Киреев","plays":161},{"artist":"The Northern Lines","plays":126},{"artist":"Денис Ветров","plays":119},{"artist":"نور الهدى","plays":104},{"artist":"Высота","plays":97},{"artist":"رامي الشامي","plays":88},{"artist":"Ella Brooks","plays":71},{"artist":"The Harbour Kids","plays":31}]}})

export const getMusicUploadTrackResponseMock = (): TrackUploadItem => ({"item":{"id":1124,"file_name":"lanskaya_leto_v_dekabre.flac","artist":"Мира Ланская","title":"Лето в декабре","album":null,"isrc":null,"duration_seconds":null,"size_bytes":26105344,"state":"queued","uploaded_at":"2026-11-20T16:08:51+03:00","error":null}})

export const getMusicUploadListResponseMock = (): UploadList => ({"items":[{"id":1124,"file_name":"lanskaya_leto_v_dekabre.flac","artist":"Мира Ланская","title":"Лето в декабре","album":null,"isrc":null,"duration_seconds":207,"size_bytes":26105344,"state":"processing","uploaded_at":"2026-11-20T16:08:51+03:00","error":null},{"id":1123,"file_name":"promo_jingle_v2.wav","artist":null,"title":null,"album":null,"isrc":null,"duration_seconds":4,"size_bytes":705644,"state":"failed","uploaded_at":"2026-11-18T12:40:02+03:00","error":"Запись короче 10 секунд: такой фрагмент нельзя надёжно распознать в эфире."},{"id":1122,"file_name":"kireev_nochnoy_ekspress.mp3","artist":"Артём Киреев","title":"Ночной экспресс","album":null,"isrc":"RUC312600418","duration_seconds":211,"size_bytes":8476104,"state":"done","uploaded_at":"2026-11-17T15:25:40+03:00","error":null},{"id":1121,"file_name":"lanskaya_novyi_den.mp3","artist":"Мира Ланская","title":"Новый день","album":null,"isrc":"RUA8M2600311","duration_seconds":196,"size_bytes":7864893,"state":"done","uploaded_at":"2026-11-16T15:22:09+03:00","error":null}],"meta":{"total":4,"page":1,"limit":20}})


export const getMusicThemesTopListMockHandler = (overrideResponse?: MusicThemeTop | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MusicThemeTop> | MusicThemeTop), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/themes/top/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicThemesTopListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicStoriesListMockHandler = (overrideResponse?: MusicStoryList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MusicStoryList> | MusicStoryList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/stories/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicStoriesListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicReportMockHandler = (overrideResponse?: MusicReport | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MusicReport> | MusicReport), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/report', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicReportResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicReportDownloadMockHandler = (overrideResponse?: ReportFileResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ReportFileResponse> | ReportFileResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/report/download', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicReportDownloadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicStatisticsMockHandler = (overrideResponse?: MusicStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MusicStatistics> | MusicStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicUploadTrackMockHandler = (overrideResponse?: TrackUploadItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TrackUploadItem> | TrackUploadItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/upload/track', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicUploadTrackResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getMusicUploadListMockHandler = (overrideResponse?: UploadList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadList> | UploadList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/music/upload/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMusicUploadListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getMusicMock = () => [
  getMusicThemesTopListMockHandler(),
  getMusicStoriesListMockHandler(),
  getMusicReportMockHandler(),
  getMusicReportDownloadMockHandler(),
  getMusicStatisticsMockHandler(),
  getMusicUploadTrackMockHandler(),
  getMusicUploadListMockHandler()
]
