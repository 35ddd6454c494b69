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
  ChannelItem,
  ChannelList,
  GeoList,
  SigninResponse,
  SuccessResult,
  TrackUploadsResult,
  UploadList
} from '../../model';


export const getSigninResponseMock = (): SigninResponse => ({"token":"adm_2001_4e9d1c7b2a8f6e3d5c0b9a71","item":{"id":2001,"name":"Сергей Павлов","email":"s.pavlov@mediamonitor.ru","role":"admin"}})

export const getSignoutResponseMock = (): SuccessResult => ({"success":true})

export const getGeoListResponseMock = (): GeoList => ({"items":[{"id":1505,"name":"Великобритания","type":"country","parent_id":null,"country_code":"GB"},{"id":1506,"name":"Лондон","type":"city","parent_id":1505,"country_code":"GB"},{"id":1507,"name":"Катар","type":"country","parent_id":null,"country_code":"QA"},{"id":1508,"name":"Доха","type":"city","parent_id":1507,"country_code":"QA"},{"id":1509,"name":"ОАЭ","type":"country","parent_id":null,"country_code":"AE"},{"id":1510,"name":"Абу-Даби","type":"city","parent_id":1509,"country_code":"AE"},{"id":1511,"name":"Дубай","type":"city","parent_id":1509,"country_code":"AE"},{"id":1501,"name":"Россия","type":"country","parent_id":null,"country_code":"RU"},{"id":1504,"name":"Москва","type":"city","parent_id":1501,"country_code":"RU"},{"id":1502,"name":"Приморский край","type":"region","parent_id":1501,"country_code":"RU"},{"id":1503,"name":"Владивосток","type":"city","parent_id":1502,"country_code":"RU"}]})

export const getUploadsTracksResponseMock = (): TrackUploadsResult => ({"items":[{"id":1111,"file_name":"serova_zimniy_vals.wav","artist":"Ольга Серова","title":"Зимний вальс","album":"Полярная ночь","isrc":"RUB422600103","duration_seconds":null,"size_bytes":41630444,"state":"queued","uploaded_at":"2026-11-20T10:42:18+03:00","error":null},{"id":1112,"file_name":"maslo_live_rip.mp3","artist":null,"title":null,"album":null,"isrc":null,"duration_seconds":null,"size_bytes":3145728,"state":"queued","uploaded_at":"2026-11-20T10:42:18+03:00","error":null}]})

export const getUploadsListResponseMock = (): UploadList => ({"items":[{"id":1112,"file_name":"maslo_live_rip.mp3","artist":null,"title":null,"album":null,"isrc":null,"duration_seconds":null,"size_bytes":3145728,"state":"failed","uploaded_at":"2026-11-20T10:42:18+03:00","error":"Файл повреждён: не удалось декодировать аудиопоток."},{"id":1111,"file_name":"serova_zimniy_vals.wav","artist":"Ольга Серова","title":"Зимний вальс","album":"Полярная ночь","isrc":"RUB422600103","duration_seconds":236,"size_bytes":41630444,"state":"processing","uploaded_at":"2026-11-20T10:42:18+03:00","error":null},{"id":1110,"file_name":"ella_brooks_midnight_drive.mp3","artist":"Ella Brooks","title":"Midnight Drive","album":null,"isrc":"GBARL2601187","duration_seconds":187,"size_bytes":7503872,"state":"done","uploaded_at":"2026-11-13T12:02:40+03:00","error":null},{"id":1109,"file_name":"northern_lines_paper_skies.ogg","artist":"The Northern Lines","title":"Paper Skies","album":"Harbour Lights","isrc":"GBUM72604512","duration_seconds":201,"size_bytes":8046517,"state":"done","uploaded_at":"2026-11-13T12:00:26+03:00","error":null},{"id":1108,"file_name":"rami_alshami_qalbi_maak.mp3","artist":"رامي الشامي","title":"قلبي معاك","album":null,"isrc":"AEA012600388","duration_seconds":218,"size_bytes":8749056,"state":"done","uploaded_at":"2026-11-12T09:33:02+03:00","error":null},{"id":1107,"file_name":"nour_alhuda_ya_layl.aac","artist":"نور الهدى","title":"يا ليل","album":null,"isrc":"AEA012600215","duration_seconds":232,"size_bytes":7431168,"state":"done","uploaded_at":"2026-11-12T09:31:44+03:00","error":null},{"id":1106,"file_name":"vetrov_alye_parusa.mp3","artist":"Денис Ветров","title":"Алые паруса","album":"Алые паруса","isrc":"RUE052600077","duration_seconds":205,"size_bytes":8230912,"state":"done","uploaded_at":"2026-11-11T10:15:09+03:00","error":null},{"id":1105,"file_name":"lanskaya_tantsuy_so_mnoy.mp3","artist":"Мира Ланская","title":"Танцуй со мной","album":null,"isrc":"RUA8M2600310","duration_seconds":189,"size_bytes":7581440,"state":"done","uploaded_at":"2026-11-11T10:12:37+03:00","error":null},{"id":1104,"file_name":"vysota_posledniy_reys.wav","artist":"Высота","title":"Последний рейс","album":"Новая высота","isrc":"RUD142600023","duration_seconds":241,"size_bytes":42512444,"state":"done","uploaded_at":"2026-11-10T16:48:02+03:00","error":null},{"id":1103,"file_name":"kireev_gorod_bez_sna.flac","artist":"Артём Киреев","title":"Город без сна","album":null,"isrc":"RUC312600417","duration_seconds":223,"size_bytes":27904512,"state":"done","uploaded_at":"2026-11-10T14:05:51+03:00","error":null},{"id":1102,"file_name":"serova_ne_otpuskai.mp3","artist":"Ольга Серова","title":"Не отпускай","album":"Полярная ночь","isrc":"RUB422600102","duration_seconds":198,"size_bytes":7948221,"state":"done","uploaded_at":"2026-11-09T11:20:15+03:00","error":null},{"id":1101,"file_name":"serova_severnyi_veter.mp3","artist":"Ольга Серова","title":"Северный ветер","album":"Полярная ночь","isrc":"RUB422600101","duration_seconds":214,"size_bytes":8592310,"state":"done","uploaded_at":"2026-11-09T11:20:14+03:00","error":null}],"meta":{"total":12,"page":1,"limit":20}})

export const getChannelsListResponseMock = (): ChannelList => ({"items":[{"id":1,"name":"Первый канал","type":"TV","country":"RU","geo_id":1504,"stream_url":"https://edge1.1tv.ru/live/1tv/playlist.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/1.png","is_active":true,"created_at":"2025-03-14T09:12:05+03:00"},{"id":2,"name":"Россия 1","type":"TV","country":"RU","geo_id":1504,"stream_url":"https://live.smotrim.ru/russia1/playlist.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/2.png","is_active":true,"created_at":"2025-03-14T09:14:41+03:00"},{"id":3,"name":"НТВ","type":"TV","country":"RU","geo_id":1504,"stream_url":"https://live.ntv.ru/ntv/playlist.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/3.png","is_active":true,"created_at":"2025-03-14T09:17:22+03:00"},{"id":4,"name":"Европа Плюс","type":"RADIO","country":"RU","geo_id":1504,"stream_url":"https://ep256.hostingradio.ru:8052/europaplus256.mp3","logo_url":"https://cdn.mediamonitor.local/logos/channels/4.png","is_active":true,"created_at":"2025-04-02T11:03:50+03:00"},{"id":5,"name":"Русское радио","type":"RADIO","country":"RU","geo_id":1504,"stream_url":"https://rusradio.hostingradio.ru/rusradio128.mp3","logo_url":"https://cdn.mediamonitor.local/logos/channels/5.png","is_active":true,"created_at":"2025-04-02T11:06:12+03:00"},{"id":6,"name":"Радио Маяк","type":"RADIO","country":"RU","geo_id":1504,"stream_url":"https://icecast-vgtrk.cdnvideo.ru/mayakfm_mp3_192kbps","logo_url":"https://cdn.mediamonitor.local/logos/channels/6.png","is_active":true,"created_at":"2025-04-02T11:08:37+03:00"},{"id":7,"name":"РИА Новости","type":"NEWS_AGENCY","country":"RU","geo_id":1504,"stream_url":"https://ria.ru/export/rss2/archive/index.xml","logo_url":"https://cdn.mediamonitor.local/logos/channels/7.png","is_active":true,"created_at":"2025-05-19T15:40:09+03:00"},{"id":8,"name":"ТАСС","type":"NEWS_AGENCY","country":"RU","geo_id":1504,"stream_url":"https://tass.ru/rss/v2.xml","logo_url":"https://cdn.mediamonitor.local/logos/channels/8.png","is_active":true,"created_at":"2025-05-19T15:42:51+03:00"},{"id":9,"name":"Коммерсантъ","type":"PRESS","country":"RU","geo_id":1504,"stream_url":"https://www.kommersant.ru/RSS/main.xml","logo_url":"https://cdn.mediamonitor.local/logos/channels/9.png","is_active":true,"created_at":"2025-05-19T15:45:30+03:00"},{"id":10,"name":"РБК","type":"ONLINE","country":"RU","geo_id":1504,"stream_url":"https://rssexport.rbc.ru/rbcnews/news/30/full.rss","logo_url":"https://cdn.mediamonitor.local/logos/channels/10.png","is_active":true,"created_at":"2025-05-19T15:47:02+03:00"},{"id":11,"name":"BBC World News","type":"TV","country":"GB","geo_id":1506,"stream_url":"https://vs-hls-push-ww-live.akamaized.net/x=4/i=urn:bbc:pips:service:bbc_world_news/pc_hd_abr_v2.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/11.png","is_active":true,"created_at":"2025-09-08T10:21:44+03:00"},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV","country":"QA","geo_id":1508,"stream_url":"https://live-hls-web-aja.getaj.net/AJA/index.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/12.png","is_active":true,"created_at":"2025-09-08T10:25:13+03:00"},{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV","country":"AE","geo_id":1510,"stream_url":"https://stream.skynewsarabia.com/hls/sna.m3u8","logo_url":"https://cdn.mediamonitor.local/logos/channels/13.png","is_active":true,"created_at":"2025-09-08T10:28:57+03:00"},{"id":14,"name":"راديو سوا (Radio Sawa)","type":"RADIO","country":"AE","geo_id":1511,"stream_url":"https://stream.radiosawa.com/sawa_gulf.aac","logo_url":"https://cdn.mediamonitor.local/logos/channels/14.png","is_active":true,"created_at":"2025-09-08T10:31:20+03:00"},{"id":15,"name":"Readovka","type":"TELEGRAM","country":"RU","geo_id":1504,"stream_url":"https://t.me/s/readovkanews","logo_url":null,"is_active":true,"created_at":"2026-02-11T13:55:06+03:00"},{"id":16,"name":"Лента.ру","type":"SOCIAL","country":"RU","geo_id":1504,"stream_url":"https://vk.com/lentaru","logo_url":"https://cdn.mediamonitor.local/logos/channels/16.png","is_active":true,"created_at":"2026-02-11T14:02:38+03:00"}],"meta":{"total":16,"page":1,"limit":20}})

export const getChannelsCreateResponseMock = (): ChannelItem => ({"item":{"id":17,"name":"Авторадио","type":"RADIO","country":"RU","geo_id":1504,"stream_url":"https://pub0302.101.ru:8443/stream/air/aac/64/100","logo_url":null,"is_active":true,"created_at":"2026-11-20T11:05:33+03:00"}})

export const getChannelsEditResponseMock = (): ChannelItem => ({"item":{"id":6,"name":"Радио Маяк","type":"RADIO","country":"RU","geo_id":1504,"stream_url":"https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps","logo_url":"https://cdn.mediamonitor.local/logos/channels/6.png","is_active":true,"created_at":"2025-04-02T11:08:37+03:00"}})

export const getChannelsDeleteResponseMock = (): SuccessResult => ({"success":true})


export const getSigninMockHandler = (overrideResponse?: SigninResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SigninResponse> | SigninResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/signin', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSigninResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getSignoutMockHandler = (overrideResponse?: SuccessResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SuccessResult> | SuccessResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/signout', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSignoutResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getGeoListMockHandler = (overrideResponse?: GeoList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GeoList> | GeoList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/geo/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGeoListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUploadsTracksMockHandler = (overrideResponse?: TrackUploadsResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TrackUploadsResult> | TrackUploadsResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/uploads/tracks', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadsTracksResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getUploadsListMockHandler = (overrideResponse?: UploadList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UploadList> | UploadList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/uploads/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getChannelsListMockHandler = (overrideResponse?: ChannelList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ChannelList> | ChannelList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/channels/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChannelsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getChannelsCreateMockHandler = (overrideResponse?: ChannelItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ChannelItem> | ChannelItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/channels/create', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChannelsCreateResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getChannelsEditMockHandler = (overrideResponse?: ChannelItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ChannelItem> | ChannelItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/channels/edit', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChannelsEditResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getChannelsDeleteMockHandler = (overrideResponse?: SuccessResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SuccessResult> | SuccessResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/channels/delete', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChannelsDeleteResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getAdminMock = () => [
  getSigninMockHandler(),
  getSignoutMockHandler(),
  getGeoListMockHandler(),
  getUploadsTracksMockHandler(),
  getUploadsListMockHandler(),
  getChannelsListMockHandler(),
  getChannelsCreateMockHandler(),
  getChannelsEditMockHandler(),
  getChannelsDeleteMockHandler()
]
