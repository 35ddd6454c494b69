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
  ChannelTopList,
  InfoReportsList,
  MainStoriesList,
  MainThemeTopList,
  MarkerTopList,
  MusicTopList,
  PersonCloud,
  PersonTopList,
  ReportFileLink,
  ReportFileResponse,
  SentimentResponse,
  StoryTopList,
  ThemeTopList,
  ThemesList
} from '../../model';


export const getInfoThemesTopResponseMock = (): ThemeTopList => ({"items":[{"id":1,"name":"Политика","count":1515,"share":0.1558,"sentiment":{"positive":227,"neutral":833,"negative":455}},{"id":11,"name":"Энергетика","count":1340,"share":0.1378,"sentiment":{"positive":403,"neutral":737,"negative":200}},{"id":14,"name":"Финансы","count":1212,"share":0.1246,"sentiment":{"positive":181,"neutral":606,"negative":425}},{"id":4,"name":"Происшествия","count":1209,"share":0.1243,"sentiment":{"positive":36,"neutral":447,"negative":726}},{"id":5,"name":"Спорт","count":857,"share":0.0881,"sentiment":{"positive":387,"neutral":369,"negative":101}},{"id":2,"name":"Экономика","count":635,"share":0.0653,"sentiment":{"positive":158,"neutral":319,"negative":158}},{"id":10,"name":"Международные отношения","count":568,"share":0.0584,"sentiment":{"positive":85,"neutral":284,"negative":199}},{"id":3,"name":"Общество","count":556,"share":0.0572,"sentiment":{"positive":137,"neutral":309,"negative":110}},{"id":9,"name":"Образование","count":418,"share":0.043,"sentiment":{"positive":83,"neutral":209,"negative":126}},{"id":12,"name":"Транспорт","count":293,"share":0.0301,"sentiment":{"positive":103,"neutral":146,"negative":44}}]})

export const getInfoStoriesTopResponseMock = (): StoryTopList => ({"items":[{"id":301,"title":"Решение ЦБ по ключевой ставке","theme_id":14,"count":896,"sentiment":{"positive":108,"neutral":412,"negative":376},"first_seen":"2026-11-16T09:40:00+03:00","last_seen":"2026-11-22T21:34:00+03:00"},{"id":303,"title":"Выборы мэра Москвы","theme_id":1,"count":755,"sentiment":{"positive":151,"neutral":378,"negative":226},"first_seen":"2026-11-16T06:15:00+03:00","last_seen":"2026-11-22T23:12:00+03:00"},{"id":304,"title":"Наводнение в Приморье","theme_id":4,"count":704,"sentiment":{"positive":14,"neutral":197,"negative":493},"first_seen":"2026-11-17T07:13:00+03:00","last_seen":"2026-11-22T21:32:00+03:00"},{"id":302,"title":"Саммит ОПЕК+ в Вене","theme_id":11,"count":670,"sentiment":{"positive":201,"neutral":335,"negative":134},"first_seen":"2026-11-16T10:34:00+03:00","last_seen":"2026-11-22T22:26:00+03:00"},{"id":305,"title":"Финал Кубка России","theme_id":5,"count":432,"sentiment":{"positive":238,"neutral":129,"negative":65},"first_seen":"2026-11-16T07:36:00+03:00","last_seen":"2026-11-22T22:25:00+03:00"},{"id":307,"title":"مشروع نيوم للطاقة الخضراء","theme_id":11,"count":389,"sentiment":{"positive":214,"neutral":156,"negative":19},"first_seen":"2026-11-16T11:32:00+03:00","last_seen":"2026-11-22T20:48:00+03:00"},{"id":308,"title":"Реформа ЕГЭ","theme_id":9,"count":224,"sentiment":{"positive":34,"neutral":89,"negative":101},"first_seen":"2026-11-16T07:09:00+03:00","last_seen":"2026-11-22T21:22:00+03:00"},{"id":306,"title":"New Northwind Air routes","theme_id":12,"count":129,"sentiment":{"positive":77,"neutral":46,"negative":6},"first_seen":"2026-11-17T09:58:00+03:00","last_seen":"2026-11-22T22:50:00+03:00"}]})

export const getInfoChannelsTopResponseMock = (): ChannelTopList => ({"items":[{"id":8,"name":"ТАСС","type":"NEWS_AGENCY","country":"RU","count":1449,"share":0.149},{"id":7,"name":"РИА Новости","type":"NEWS_AGENCY","country":"RU","count":1383,"share":0.1422},{"id":10,"name":"РБК","type":"ONLINE","country":"RU","count":1179,"share":0.1212},{"id":16,"name":"Лента.ру","type":"SOCIAL","country":"RU","count":969,"share":0.0996},{"id":15,"name":"Readovka","type":"TELEGRAM","country":"RU","count":783,"share":0.0805},{"id":1,"name":"Первый канал","type":"TV","country":"RU","count":725,"share":0.0746},{"id":2,"name":"Россия 1","type":"TV","country":"RU","count":671,"share":0.069},{"id":3,"name":"НТВ","type":"TV","country":"RU","count":529,"share":0.0544},{"id":9,"name":"Коммерсантъ","type":"PRESS","country":"RU","count":476,"share":0.0489},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV","country":"QA","count":355,"share":0.0365}]})

export const getInfoSentimentGetResponseMock = (): SentimentResponse => ({"statistics":{"total":9725,"sentiment":{"positive":2188,"neutral":4804,"negative":2733},"dynamics":[{"date":"2026-11-16","positive":265,"neutral":580,"negative":306},{"date":"2026-11-17","positive":314,"neutral":693,"negative":407},{"date":"2026-11-18","positive":375,"neutral":839,"negative":489},{"date":"2026-11-19","positive":358,"neutral":797,"negative":456},{"date":"2026-11-20","positive":393,"neutral":915,"negative":539},{"date":"2026-11-21","positive":288,"neutral":569,"negative":314},{"date":"2026-11-22","positive":195,"neutral":411,"negative":222}]}})

export const getInfoPersonTopResponseMock = (): PersonTopList => ({"items":[{"id":105,"name":"Дмитрий Лебедев","position":"мэр","count":485,"sentiment":{"positive":170,"neutral":218,"negative":97}},{"id":101,"name":"Михаил Орлов","position":"министр экономики","count":453,"sentiment":{"positive":136,"neutral":181,"negative":136}},{"id":104,"name":"أحمد المنصوري","position":"وزير الطاقة","count":403,"sentiment":{"positive":202,"neutral":161,"negative":40}},{"id":102,"name":"Елена Брагина","position":"глава ЦИК","count":283,"sentiment":{"positive":57,"neutral":141,"negative":85}},{"id":107,"name":"Карим Нуриев","position":"футболист","count":220,"sentiment":{"positive":132,"neutral":66,"negative":22}},{"id":106,"name":"Ольга Серова","position":"певица","count":135,"sentiment":{"positive":88,"neutral":40,"negative":7}},{"id":108,"name":"John Whitaker","position":"CEO, Northwind Air","count":79,"sentiment":{"positive":43,"neutral":28,"negative":8}},{"id":103,"name":"Sarah Mitchell","position":"UN envoy","count":76,"sentiment":{"positive":27,"neutral":38,"negative":11}}]})

export const getInfoMusicGetResponseMock = (): MusicTopList => ({"total_plays":565,"items":[{"isrc":"RUA1D2600141","artist":"Ольга Серова","title":"Северный ветер","plays":95,"channels":[{"channel_id":5,"plays":46},{"channel_id":4,"plays":38},{"channel_id":6,"plays":9},{"channel_id":1,"plays":2}]},{"isrc":"GBUM72605531","artist":"The Midnight Lanes","title":"Northern Lights","plays":60,"channels":[{"channel_id":4,"plays":41},{"channel_id":14,"plays":12},{"channel_id":5,"plays":7}]},{"isrc":"RUB422600512","artist":"Полоса","title":"Дорога домой","plays":56,"channels":[{"channel_id":5,"plays":35},{"channel_id":4,"plays":17},{"channel_id":6,"plays":4}]},{"isrc":"AEA0S2600210","artist":"نور الهدى","title":"ليالي دبي","plays":47,"channels":[{"channel_id":14,"plays":44},{"channel_id":13,"plays":3}]},{"isrc":"RUA1D2600087","artist":"Ольга Серова","title":"Письмо домой","plays":39,"channels":[{"channel_id":5,"plays":22},{"channel_id":4,"plays":14},{"channel_id":6,"plays":3}]},{"isrc":"USUM72611893","artist":"Anna Rivers","title":"Golden Hour","plays":33,"channels":[{"channel_id":4,"plays":19},{"channel_id":14,"plays":9},{"channel_id":5,"plays":5}]},{"isrc":"RUA1E2600033","artist":"Марк Ветров","title":"Останься","plays":27,"channels":[{"channel_id":5,"plays":16},{"channel_id":4,"plays":11}]},{"isrc":"AEA0S2600377","artist":"فرقة الريح","title":"يا بحر","plays":21,"channels":[{"channel_id":14,"plays":21}]}]})

export const getInfoMarkersTopResponseMock = (): MarkerTopList => ({"items":[{"id":207,"name":"Ключевая ставка","count":747,"sentiment":{"positive":75,"neutral":336,"negative":336}},{"id":201,"name":"Центральный банк","count":679,"sentiment":{"positive":102,"neutral":305,"negative":272}},{"id":202,"name":"ОПЕК+","count":594,"sentiment":{"positive":178,"neutral":297,"negative":119}},{"id":205,"name":"نيوم (NEOM)","count":352,"sentiment":{"positive":194,"neutral":140,"negative":18}},{"id":204,"name":"Expo 2030","count":110,"sentiment":{"positive":55,"neutral":49,"negative":6}},{"id":203,"name":"Чемпионат мира по футболу","count":99,"sentiment":{"positive":40,"neutral":49,"negative":10}},{"id":206,"name":"Аэрофлот","count":71,"sentiment":{"positive":21,"neutral":32,"negative":18}},{"id":208,"name":"COP31","count":66,"sentiment":{"positive":20,"neutral":30,"negative":16}}]})

export const getInfoPersonCloudResponseMock = (): PersonCloud => ({"items":[{"id":105,"name":"Дмитрий Лебедев","weight":1,"count":485},{"id":101,"name":"Михаил Орлов","weight":0.93,"count":453},{"id":104,"name":"أحمد المنصوري","weight":0.83,"count":403},{"id":102,"name":"Елена Брагина","weight":0.58,"count":283},{"id":107,"name":"Карим Нуриев","weight":0.45,"count":220},{"id":106,"name":"Ольга Серова","weight":0.28,"count":135},{"id":108,"name":"John Whitaker","weight":0.16,"count":79},{"id":103,"name":"Sarah Mitchell","weight":0.16,"count":76}]})

export const getInfoThemesListResponseMock = (): ThemesList => ({"items":[{"id":1,"name":"Политика","total":1515,"dynamics":[{"date":"2026-11-16","count":199},{"date":"2026-11-17","count":201},{"date":"2026-11-18","count":218},{"date":"2026-11-19","count":226},{"date":"2026-11-20","count":263},{"date":"2026-11-21","count":205},{"date":"2026-11-22","count":203}]},{"id":2,"name":"Экономика","total":635,"dynamics":[{"date":"2026-11-16","count":105},{"date":"2026-11-17","count":101},{"date":"2026-11-18","count":111},{"date":"2026-11-19","count":100},{"date":"2026-11-20","count":108},{"date":"2026-11-21","count":60},{"date":"2026-11-22","count":50}]},{"id":3,"name":"Общество","total":556,"dynamics":[{"date":"2026-11-16","count":90},{"date":"2026-11-17","count":92},{"date":"2026-11-18","count":90},{"date":"2026-11-19","count":90},{"date":"2026-11-20","count":101},{"date":"2026-11-21","count":51},{"date":"2026-11-22","count":42}]},{"id":4,"name":"Происшествия","total":1209,"dynamics":[{"date":"2026-11-16","count":85},{"date":"2026-11-17","count":224},{"date":"2026-11-18","count":300},{"date":"2026-11-19","count":241},{"date":"2026-11-20","count":183},{"date":"2026-11-21","count":101},{"date":"2026-11-22","count":75}]},{"id":5,"name":"Спорт","total":857,"dynamics":[{"date":"2026-11-16","count":78},{"date":"2026-11-17","count":79},{"date":"2026-11-18","count":93},{"date":"2026-11-19","count":94},{"date":"2026-11-20","count":137},{"date":"2026-11-21","count":237},{"date":"2026-11-22","count":139}]},{"id":6,"name":"Культура","total":259,"dynamics":[{"date":"2026-11-16","count":41},{"date":"2026-11-17","count":43},{"date":"2026-11-18","count":46},{"date":"2026-11-19","count":42},{"date":"2026-11-20","count":43},{"date":"2026-11-21","count":24},{"date":"2026-11-22","count":20}]},{"id":7,"name":"Наука и технологии","total":202,"dynamics":[{"date":"2026-11-16","count":31},{"date":"2026-11-17","count":36},{"date":"2026-11-18","count":36},{"date":"2026-11-19","count":31},{"date":"2026-11-20","count":34},{"date":"2026-11-21","count":20},{"date":"2026-11-22","count":14}]},{"id":8,"name":"Здравоохранение","total":253,"dynamics":[{"date":"2026-11-16","count":40},{"date":"2026-11-17","count":43},{"date":"2026-11-18","count":42},{"date":"2026-11-19","count":39},{"date":"2026-11-20","count":45},{"date":"2026-11-21","count":24},{"date":"2026-11-22","count":20}]},{"id":9,"name":"Образование","total":418,"dynamics":[{"date":"2026-11-16","count":116},{"date":"2026-11-17","count":89},{"date":"2026-11-18","count":66},{"date":"2026-11-19","count":54},{"date":"2026-11-20","count":47},{"date":"2026-11-21","count":25},{"date":"2026-11-22","count":21}]},{"id":10,"name":"Международные отношения","total":568,"dynamics":[{"date":"2026-11-16","count":89},{"date":"2026-11-17","count":92},{"date":"2026-11-18","count":96},{"date":"2026-11-19","count":92},{"date":"2026-11-20","count":100},{"date":"2026-11-21","count":53},{"date":"2026-11-22","count":46}]},{"id":11,"name":"Энергетика","total":1340,"dynamics":[{"date":"2026-11-16","count":110},{"date":"2026-11-17","count":181},{"date":"2026-11-18","count":359},{"date":"2026-11-19","count":343},{"date":"2026-11-20","count":185},{"date":"2026-11-21","count":96},{"date":"2026-11-22","count":66}]},{"id":12,"name":"Транспорт","total":293,"dynamics":[{"date":"2026-11-16","count":27},{"date":"2026-11-17","count":85},{"date":"2026-11-18","count":66},{"date":"2026-11-19","count":39},{"date":"2026-11-20","count":40},{"date":"2026-11-21","count":20},{"date":"2026-11-22","count":16}]},{"id":13,"name":"Экология","total":177,"dynamics":[{"date":"2026-11-16","count":28},{"date":"2026-11-17","count":29},{"date":"2026-11-18","count":31},{"date":"2026-11-19","count":28},{"date":"2026-11-20","count":31},{"date":"2026-11-21","count":18},{"date":"2026-11-22","count":12}]},{"id":14,"name":"Финансы","total":1212,"dynamics":[{"date":"2026-11-16","count":75},{"date":"2026-11-17","count":85},{"date":"2026-11-18","count":110},{"date":"2026-11-19","count":153},{"date":"2026-11-20","count":488},{"date":"2026-11-21","count":213},{"date":"2026-11-22","count":88}]},{"id":15,"name":"Недвижимость","total":103,"dynamics":[{"date":"2026-11-16","count":18},{"date":"2026-11-17","count":15},{"date":"2026-11-18","count":17},{"date":"2026-11-19","count":16},{"date":"2026-11-20","count":19},{"date":"2026-11-21","count":11},{"date":"2026-11-22","count":7}]},{"id":16,"name":"Музыка","total":128,"dynamics":[{"date":"2026-11-16","count":19},{"date":"2026-11-17","count":19},{"date":"2026-11-18","count":22},{"date":"2026-11-19","count":23},{"date":"2026-11-20","count":23},{"date":"2026-11-21","count":13},{"date":"2026-11-22","count":9}]}]})

export const getInfoReportsListResponseMock = (): InfoReportsList => ({"items":[{"id":512,"title":"Еженедельный обзор СМИ: 16–22 ноября 2026","created_at":"2026-11-22T20:05:00+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-22"},"state":"processing","formats":[]},{"id":511,"title":"Решение ЦБ по ключевой ставке: реакция СМИ","created_at":"2026-11-21T10:30:00+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-21"},"state":"done","formats":["pdf","xlsx","docx"]},{"id":510,"title":"OPEC+ summit in Vienna: media coverage","created_at":"2026-11-20T09:15:00+03:00","period":{"start_date":"2026-11-17","end_date":"2026-11-19"},"state":"done","formats":["pdf","xlsx"]},{"id":509,"title":"التغطية الإعلامية لمشروع نيوم للطاقة الخضراء","created_at":"2026-11-19T16:40:00+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-19"},"state":"failed","formats":[]},{"id":508,"title":"Еженедельный обзор СМИ: 9–15 ноября 2026","created_at":"2026-11-16T08:00:00+03:00","period":{"start_date":"2026-11-09","end_date":"2026-11-15"},"state":"done","formats":["pdf","xlsx","docx","csv"]}],"meta":{"total":12,"page":1,"limit":5}})

export const getInfoReportsFileLinkResponseMock = (): ReportFileLink => ({"link":"/api/v1/info/reports/511/file?file_format=pdf","expires_at":"2026-11-22T21:10:00+03:00"})

export const getInfoReportsFileResponseMock = (): ReportFileResponse => (new Blob(['A file the contract describes as binary.']))

export const getInfoMainThemesTopResponseMock = (): MainThemeTopList => ({"items":[{"id":1,"name":"Политика","count":1515,"share":0.1558,"dynamics":[{"date":"2026-11-16","count":199},{"date":"2026-11-17","count":201},{"date":"2026-11-18","count":218},{"date":"2026-11-19","count":226},{"date":"2026-11-20","count":263},{"date":"2026-11-21","count":205},{"date":"2026-11-22","count":203}]},{"id":11,"name":"Энергетика","count":1340,"share":0.1378,"dynamics":[{"date":"2026-11-16","count":110},{"date":"2026-11-17","count":181},{"date":"2026-11-18","count":359},{"date":"2026-11-19","count":343},{"date":"2026-11-20","count":185},{"date":"2026-11-21","count":96},{"date":"2026-11-22","count":66}]},{"id":14,"name":"Финансы","count":1212,"share":0.1246,"dynamics":[{"date":"2026-11-16","count":75},{"date":"2026-11-17","count":85},{"date":"2026-11-18","count":110},{"date":"2026-11-19","count":153},{"date":"2026-11-20","count":488},{"date":"2026-11-21","count":213},{"date":"2026-11-22","count":88}]},{"id":4,"name":"Происшествия","count":1209,"share":0.1243,"dynamics":[{"date":"2026-11-16","count":85},{"date":"2026-11-17","count":224},{"date":"2026-11-18","count":300},{"date":"2026-11-19","count":241},{"date":"2026-11-20","count":183},{"date":"2026-11-21","count":101},{"date":"2026-11-22","count":75}]},{"id":5,"name":"Спорт","count":857,"share":0.0881,"dynamics":[{"date":"2026-11-16","count":78},{"date":"2026-11-17","count":79},{"date":"2026-11-18","count":93},{"date":"2026-11-19","count":94},{"date":"2026-11-20","count":137},{"date":"2026-11-21","count":237},{"date":"2026-11-22","count":139}]}]})

export const getInfoMainStoriesListResponseMock = (): MainStoriesList => ({"items":[{"id":301,"title":"Решение ЦБ по ключевой ставке","theme_id":14,"count":896,"sentiment":{"positive":108,"neutral":412,"negative":376},"first_seen":"2026-11-16T09:40:00+03:00","last_seen":"2026-11-22T21:34:00+03:00","channels_count":11},{"id":303,"title":"Выборы мэра Москвы","theme_id":1,"count":755,"sentiment":{"positive":151,"neutral":378,"negative":226},"first_seen":"2026-11-16T06:15:00+03:00","last_seen":"2026-11-22T23:12:00+03:00","channels_count":10},{"id":304,"title":"Наводнение в Приморье","theme_id":4,"count":704,"sentiment":{"positive":14,"neutral":197,"negative":493},"first_seen":"2026-11-17T07:13:00+03:00","last_seen":"2026-11-22T21:32:00+03:00","channels_count":10},{"id":302,"title":"Саммит ОПЕК+ в Вене","theme_id":11,"count":670,"sentiment":{"positive":201,"neutral":335,"negative":134},"first_seen":"2026-11-16T10:34:00+03:00","last_seen":"2026-11-22T22:26:00+03:00","channels_count":12},{"id":305,"title":"Финал Кубка России","theme_id":5,"count":432,"sentiment":{"positive":238,"neutral":129,"negative":65},"first_seen":"2026-11-16T07:36:00+03:00","last_seen":"2026-11-22T22:25:00+03:00","channels_count":10}],"meta":{"total":8,"page":1,"limit":5}})


export const getInfoThemesTopMockHandler = (overrideResponse?: ThemeTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ThemeTopList> | ThemeTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/themes/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoThemesTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoStoriesTopMockHandler = (overrideResponse?: StoryTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StoryTopList> | StoryTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/stories/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoStoriesTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoChannelsTopMockHandler = (overrideResponse?: ChannelTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ChannelTopList> | ChannelTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/channels/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoChannelsTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoSentimentGetMockHandler = (overrideResponse?: SentimentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SentimentResponse> | SentimentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/sentiment/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoSentimentGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoPersonTopMockHandler = (overrideResponse?: PersonTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PersonTopList> | PersonTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/person/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoPersonTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoMusicGetMockHandler = (overrideResponse?: MusicTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MusicTopList> | MusicTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/music/get', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoMusicGetResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoMarkersTopMockHandler = (overrideResponse?: MarkerTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MarkerTopList> | MarkerTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/markers/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoMarkersTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoPersonCloudMockHandler = (overrideResponse?: PersonCloud | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PersonCloud> | PersonCloud), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/person/cloud', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoPersonCloudResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoThemesListMockHandler = (overrideResponse?: ThemesList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ThemesList> | ThemesList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/themes/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoThemesListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoReportsListMockHandler = (overrideResponse?: InfoReportsList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<InfoReportsList> | InfoReportsList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/reports/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoReportsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoReportsFileLinkMockHandler = (overrideResponse?: ReportFileLink | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ReportFileLink> | ReportFileLink), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/reports/file/link', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoReportsFileLinkResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoReportsFileMockHandler = (overrideResponse?: ReportFileResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReportFileResponse> | ReportFileResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/info/reports/:id/file', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoReportsFileResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoMainThemesTopMockHandler = (overrideResponse?: MainThemeTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MainThemeTopList> | MainThemeTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/main/themes/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoMainThemesTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getInfoMainStoriesListMockHandler = (overrideResponse?: MainStoriesList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MainStoriesList> | MainStoriesList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/info/main/stories/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInfoMainStoriesListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getInfoMock = () => [
  getInfoThemesTopMockHandler(),
  getInfoStoriesTopMockHandler(),
  getInfoChannelsTopMockHandler(),
  getInfoSentimentGetMockHandler(),
  getInfoPersonTopMockHandler(),
  getInfoMusicGetMockHandler(),
  getInfoMarkersTopMockHandler(),
  getInfoPersonCloudMockHandler(),
  getInfoThemesListMockHandler(),
  getInfoReportsListMockHandler(),
  getInfoReportsFileLinkMockHandler(),
  getInfoReportsFileMockHandler(),
  getInfoMainThemesTopMockHandler(),
  getInfoMainStoriesListMockHandler()
]
