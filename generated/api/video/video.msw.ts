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
  ReportFileResponse,
  VideoChannelStatistics,
  VideoContentCategoryList,
  VideoContentCharts,
  VideoContentDetails,
  VideoContentItem,
  VideoContentList,
  VideoContentStatistics,
  VideoObjectItem,
  VideoObjectList,
  VideoObjectStatistics,
  VideoObjectTopList,
  VideoPersonItem,
  VideoPersonList,
  VideoPersonStatistics,
  VideoPersonTopList,
  VideoReportTaskItem,
  VideoReportTaskList
} from '../../model';


export const getVideoObjectsTopResponseMock = (): VideoObjectTopList => ({"items":[{"id":1302,"name":"Сбер","category":"logo","thumbnail_url":"https://media.mediamonitor.local/video/objects/1302.jpg","count":245,"duration_seconds":1420},{"id":1301,"name":"Аэрофлот","category":"logo","thumbnail_url":"https://media.mediamonitor.local/video/objects/1301.jpg","count":187,"duration_seconds":1246},{"id":1304,"name":"Coca-Cola","category":"brand","thumbnail_url":"https://media.mediamonitor.local/video/objects/1304.jpg","count":177,"duration_seconds":829},{"id":1310,"name":"Московский Кремль","category":"landmark","thumbnail_url":"https://media.mediamonitor.local/video/objects/1310.jpg","count":164,"duration_seconds":1309},{"id":1305,"name":"Эмблема чемпионата мира по футболу","category":"symbol","thumbnail_url":"https://media.mediamonitor.local/video/objects/1305.jpg","count":148,"duration_seconds":844},{"id":1307,"name":"نيوم (NEOM)","category":"logo","thumbnail_url":"https://media.mediamonitor.local/video/objects/1307.jpg","count":120,"duration_seconds":1131},{"id":1308,"name":"Здание Банка России","category":"landmark","thumbnail_url":"https://media.mediamonitor.local/video/objects/1308.jpg","count":113,"duration_seconds":1121},{"id":1303,"name":"Northwind Air","category":"logo","thumbnail_url":"https://media.mediamonitor.local/video/objects/1303.jpg","count":106,"duration_seconds":872},{"id":1306,"name":"Expo 2030","category":"logo","thumbnail_url":"https://media.mediamonitor.local/video/objects/1306.jpg","count":77,"duration_seconds":553},{"id":1311,"name":"Red Bull","category":"brand","thumbnail_url":"https://media.mediamonitor.local/video/objects/1311.jpg","count":57,"duration_seconds":265}]})

export const getVideoObjectsStatisticsResponseMock = (): VideoObjectStatistics => ({"statistics":{"total":413,"duration_seconds":3249,"dynamics":[{"date":"2026-11-16","count":60},{"date":"2026-11-17","count":70},{"date":"2026-11-18","count":54},{"date":"2026-11-19","count":58},{"date":"2026-11-20","count":64},{"date":"2026-11-21","count":54},{"date":"2026-11-22","count":53}],"items":[{"id":1301,"name":"Аэрофлот","category":"logo","count":187,"duration_seconds":1246,"dynamics":[{"date":"2026-11-16","count":31},{"date":"2026-11-17","count":29},{"date":"2026-11-18","count":21},{"date":"2026-11-19","count":24},{"date":"2026-11-20","count":30},{"date":"2026-11-21","count":26},{"date":"2026-11-22","count":26}]},{"id":1307,"name":"نيوم (NEOM)","category":"logo","count":120,"duration_seconds":1131,"dynamics":[{"date":"2026-11-16","count":17},{"date":"2026-11-17","count":14},{"date":"2026-11-18","count":12},{"date":"2026-11-19","count":23},{"date":"2026-11-20","count":21},{"date":"2026-11-21","count":16},{"date":"2026-11-22","count":17}]},{"id":1303,"name":"Northwind Air","category":"logo","count":106,"duration_seconds":872,"dynamics":[{"date":"2026-11-16","count":12},{"date":"2026-11-17","count":27},{"date":"2026-11-18","count":21},{"date":"2026-11-19","count":11},{"date":"2026-11-20","count":13},{"date":"2026-11-21","count":12},{"date":"2026-11-22","count":10}]}]}})

export const getVideoObjectsStatisticsChannelsResponseMock = (): VideoChannelStatistics => ({"statistics":{"total":413,"duration_seconds":3249,"dynamics":[{"date":"2026-11-16","count":60},{"date":"2026-11-17","count":70},{"date":"2026-11-18","count":54},{"date":"2026-11-19","count":58},{"date":"2026-11-20","count":64},{"date":"2026-11-21","count":54},{"date":"2026-11-22","count":53}],"items":[{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV","count":88,"duration_seconds":800,"dynamics":[{"date":"2026-11-16","count":10},{"date":"2026-11-17","count":15},{"date":"2026-11-18","count":11},{"date":"2026-11-19","count":14},{"date":"2026-11-20","count":13},{"date":"2026-11-21","count":12},{"date":"2026-11-22","count":13}]},{"id":1,"name":"Первый канал","type":"TV","count":78,"duration_seconds":507,"dynamics":[{"date":"2026-11-16","count":13},{"date":"2026-11-17","count":15},{"date":"2026-11-18","count":9},{"date":"2026-11-19","count":9},{"date":"2026-11-20","count":11},{"date":"2026-11-21","count":13},{"date":"2026-11-22","count":8}]},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV","count":70,"duration_seconds":637,"dynamics":[{"date":"2026-11-16","count":10},{"date":"2026-11-17","count":11},{"date":"2026-11-18","count":7},{"date":"2026-11-19","count":13},{"date":"2026-11-20","count":14},{"date":"2026-11-21","count":7},{"date":"2026-11-22","count":8}]},{"id":2,"name":"Россия 1","type":"TV","count":66,"duration_seconds":456,"dynamics":[{"date":"2026-11-16","count":10},{"date":"2026-11-17","count":9},{"date":"2026-11-18","count":6},{"date":"2026-11-19","count":10},{"date":"2026-11-20","count":12},{"date":"2026-11-21","count":8},{"date":"2026-11-22","count":11}]},{"id":11,"name":"BBC World News","type":"TV","count":64,"duration_seconds":525,"dynamics":[{"date":"2026-11-16","count":9},{"date":"2026-11-17","count":12},{"date":"2026-11-18","count":14},{"date":"2026-11-19","count":7},{"date":"2026-11-20","count":7},{"date":"2026-11-21","count":9},{"date":"2026-11-22","count":6}]},{"id":3,"name":"НТВ","type":"TV","count":47,"duration_seconds":324,"dynamics":[{"date":"2026-11-16","count":8},{"date":"2026-11-17","count":8},{"date":"2026-11-18","count":7},{"date":"2026-11-19","count":5},{"date":"2026-11-20","count":7},{"date":"2026-11-21","count":5},{"date":"2026-11-22","count":7}]}]}})

export const getVideoObjectsListResponseMock = (): VideoObjectList => ({"items":[{"id":1312,"name":"Эмблема COP31","category":"symbol","description":"Эмблема конференции ООН по изменению климата COP31","thumbnail_url":"https://media.mediamonitor.local/video/objects/1312.jpg","created_at":"2026-11-20T09:12:00Z"},{"id":1311,"name":"Red Bull","category":"brand","description":"Red Bull logo: two red bulls in front of a yellow sun","thumbnail_url":"https://media.mediamonitor.local/video/objects/1311.jpg","created_at":"2026-08-19T14:05:00Z"},{"id":1309,"name":"Lada Vesta","category":"product","description":"Седан Lada Vesta, вид спереди и сбоку","thumbnail_url":"https://media.mediamonitor.local/video/objects/1309.jpg","created_at":"2026-07-01T09:00:00Z"},{"id":1308,"name":"Здание Банка России","category":"landmark","description":"Фасад здания Банка России на Неглинной улице в Москве","thumbnail_url":"https://media.mediamonitor.local/video/objects/1308.jpg","created_at":"2026-06-15T12:20:00Z"},{"id":1307,"name":"نيوم (NEOM)","category":"logo","description":"شعار مشروع نيوم: كلمة NEOM بخط أبيض","thumbnail_url":"https://media.mediamonitor.local/video/objects/1307.jpg","created_at":"2026-05-06T07:50:00Z"},{"id":1306,"name":"Expo 2030","category":"logo","description":"Логотип всемирной выставки Expo 2030 в Эр-Рияде","thumbnail_url":"https://media.mediamonitor.local/video/objects/1306.jpg","created_at":"2026-05-06T07:45:00Z"},{"id":1305,"name":"Эмблема чемпионата мира по футболу","category":"symbol","description":"Эмблема и кубок чемпионата мира по футболу","thumbnail_url":"https://media.mediamonitor.local/video/objects/1305.jpg","created_at":"2026-04-20T10:00:00Z"},{"id":1303,"name":"Northwind Air","category":"logo","description":"Northwind Air wordmark with a stylised blue compass rose","thumbnail_url":"https://media.mediamonitor.local/video/objects/1303.jpg","created_at":"2026-03-04T11:02:00Z"},{"id":1304,"name":"Coca-Cola","category":"brand","description":"Красная надпись Coca-Cola, бутылка характерной формы","thumbnail_url":"https://media.mediamonitor.local/video/objects/1304.jpg","created_at":"2026-02-12T09:15:00Z"},{"id":1310,"name":"Московский Кремль","category":"landmark","description":"Кремлёвская стена и Спасская башня","thumbnail_url":"https://media.mediamonitor.local/video/objects/1310.jpg","created_at":"2026-02-11T10:10:00Z"},{"id":1302,"name":"Сбер","category":"logo","description":"Зелёный круг с галочкой и надпись «Сбер»","thumbnail_url":"https://media.mediamonitor.local/video/objects/1302.jpg","created_at":"2026-02-10T08:34:00Z"},{"id":1301,"name":"Аэрофлот","category":"logo","description":"Логотип авиакомпании: крылатый серп и молот, надпись «Аэрофлот»","thumbnail_url":"https://media.mediamonitor.local/video/objects/1301.jpg","created_at":"2026-02-10T08:30:00Z"}],"meta":{"total":12,"page":1,"limit":20}})

export const getVideoObjectsAddResponseMock = (): VideoObjectItem => ({"item":{"id":1312,"name":"Эмблема COP31","category":"symbol","description":"Эмблема конференции ООН по изменению климата COP31","thumbnail_url":null,"created_at":"2026-11-20T09:12:00Z"}})

export const getVideoPersonsTopResponseMock = (): VideoPersonTopList => ({"items":[{"id":104,"name":"أحمد المنصوري","position":"وزير الطاقة","thumbnail_url":"https://media.mediamonitor.local/video/persons/104.jpg","count":151,"duration_seconds":2321},{"id":101,"name":"Михаил Орлов","position":"министр экономики","thumbnail_url":"https://media.mediamonitor.local/video/persons/101.jpg","count":122,"duration_seconds":1923},{"id":105,"name":"Дмитрий Лебедев","position":"мэр","thumbnail_url":"https://media.mediamonitor.local/video/persons/105.jpg","count":114,"duration_seconds":1646},{"id":103,"name":"Sarah Mitchell","position":"UN envoy","thumbnail_url":"https://media.mediamonitor.local/video/persons/103.jpg","count":97,"duration_seconds":1220},{"id":107,"name":"Карим Нуриев","position":"футболист","thumbnail_url":"https://media.mediamonitor.local/video/persons/107.jpg","count":93,"duration_seconds":638},{"id":102,"name":"Елена Брагина","position":"глава ЦИК","thumbnail_url":"https://media.mediamonitor.local/video/persons/102.jpg","count":76,"duration_seconds":1044},{"id":1351,"name":"Виктор Журавлёв","position":"губернатор Приморского края","thumbnail_url":"https://media.mediamonitor.local/video/persons/1351.jpg","count":51,"duration_seconds":773},{"id":106,"name":"Ольга Серова","position":"певица","thumbnail_url":"https://media.mediamonitor.local/video/persons/106.jpg","count":39,"duration_seconds":387},{"id":108,"name":"John Whitaker","position":"CEO, Northwind Air","thumbnail_url":"https://media.mediamonitor.local/video/persons/108.jpg","count":36,"duration_seconds":419}]})

export const getVideoPersonsListResponseMock = (): VideoPersonList => ({"items":[{"id":1351,"name":"Виктор Журавлёв","position":"губернатор Приморского края","thumbnail_url":"https://media.mediamonitor.local/video/persons/1351.jpg","created_at":"2026-11-18T07:25:00Z"},{"id":107,"name":"Карим Нуриев","position":"футболист","thumbnail_url":"https://media.mediamonitor.local/video/persons/107.jpg","created_at":"2026-04-02T15:05:00Z"},{"id":106,"name":"Ольга Серова","position":"певица","thumbnail_url":"https://media.mediamonitor.local/video/persons/106.jpg","created_at":"2026-04-02T15:00:00Z"},{"id":108,"name":"John Whitaker","position":"CEO, Northwind Air","thumbnail_url":"https://media.mediamonitor.local/video/persons/108.jpg","created_at":"2026-03-04T11:10:00Z"},{"id":104,"name":"أحمد المنصوري","position":"وزير الطاقة","thumbnail_url":"https://media.mediamonitor.local/video/persons/104.jpg","created_at":"2026-03-01T10:32:00Z"},{"id":103,"name":"Sarah Mitchell","position":"UN envoy","thumbnail_url":"https://media.mediamonitor.local/video/persons/103.jpg","created_at":"2026-03-01T10:30:00Z"},{"id":105,"name":"Дмитрий Лебедев","position":"мэр","thumbnail_url":"https://media.mediamonitor.local/video/persons/105.jpg","created_at":"2026-02-10T09:03:00Z"},{"id":102,"name":"Елена Брагина","position":"глава ЦИК","thumbnail_url":"https://media.mediamonitor.local/video/persons/102.jpg","created_at":"2026-02-10T09:01:00Z"},{"id":101,"name":"Михаил Орлов","position":"министр экономики","thumbnail_url":"https://media.mediamonitor.local/video/persons/101.jpg","created_at":"2026-02-10T09:00:00Z"}],"meta":{"total":9,"page":1,"limit":20}})

export const getVideoPersonsAddResponseMock = (): VideoPersonItem => ({"item":{"id":1351,"name":"Виктор Журавлёв","position":"губернатор Приморского края","thumbnail_url":"https://media.mediamonitor.local/video/persons/1351.jpg","created_at":"2026-11-18T07:25:00Z"}})

export const getVideoPersonsStatisticsResponseMock = (): VideoPersonStatistics => ({"statistics":{"total":370,"duration_seconds":5464,"dynamics":[{"date":"2026-11-16","count":50},{"date":"2026-11-17","count":40},{"date":"2026-11-18","count":63},{"date":"2026-11-19","count":64},{"date":"2026-11-20","count":60},{"date":"2026-11-21","count":45},{"date":"2026-11-22","count":48}],"items":[{"id":104,"name":"أحمد المنصوري","position":"وزير الطاقة","count":151,"duration_seconds":2321,"dynamics":[{"date":"2026-11-16","count":20},{"date":"2026-11-17","count":14},{"date":"2026-11-18","count":37},{"date":"2026-11-19","count":30},{"date":"2026-11-20","count":18},{"date":"2026-11-21","count":17},{"date":"2026-11-22","count":15}]},{"id":101,"name":"Михаил Орлов","position":"министр экономики","count":122,"duration_seconds":1923,"dynamics":[{"date":"2026-11-16","count":16},{"date":"2026-11-17","count":15},{"date":"2026-11-18","count":12},{"date":"2026-11-19","count":17},{"date":"2026-11-20","count":29},{"date":"2026-11-21","count":16},{"date":"2026-11-22","count":17}]},{"id":103,"name":"Sarah Mitchell","position":"UN envoy","count":97,"duration_seconds":1220,"dynamics":[{"date":"2026-11-16","count":14},{"date":"2026-11-17","count":11},{"date":"2026-11-18","count":14},{"date":"2026-11-19","count":17},{"date":"2026-11-20","count":13},{"date":"2026-11-21","count":12},{"date":"2026-11-22","count":16}]}]}})

export const getVideoPersonsStatisticsChannelsResponseMock = (): VideoChannelStatistics => ({"statistics":{"total":370,"duration_seconds":5464,"dynamics":[{"date":"2026-11-16","count":50},{"date":"2026-11-17","count":40},{"date":"2026-11-18","count":63},{"date":"2026-11-19","count":64},{"date":"2026-11-20","count":60},{"date":"2026-11-21","count":45},{"date":"2026-11-22","count":48}],"items":[{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV","count":92,"duration_seconds":1425,"dynamics":[{"date":"2026-11-16","count":12},{"date":"2026-11-17","count":11},{"date":"2026-11-18","count":21},{"date":"2026-11-19","count":18},{"date":"2026-11-20","count":12},{"date":"2026-11-21","count":9},{"date":"2026-11-22","count":9}]},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV","count":90,"duration_seconds":1215,"dynamics":[{"date":"2026-11-16","count":13},{"date":"2026-11-17","count":7},{"date":"2026-11-18","count":17},{"date":"2026-11-19","count":18},{"date":"2026-11-20","count":10},{"date":"2026-11-21","count":13},{"date":"2026-11-22","count":12}]},{"id":2,"name":"Россия 1","type":"TV","count":56,"duration_seconds":871,"dynamics":[{"date":"2026-11-16","count":8},{"date":"2026-11-17","count":6},{"date":"2026-11-18","count":6},{"date":"2026-11-19","count":6},{"date":"2026-11-20","count":15},{"date":"2026-11-21","count":8},{"date":"2026-11-22","count":7}]},{"id":11,"name":"BBC World News","type":"TV","count":51,"duration_seconds":705,"dynamics":[{"date":"2026-11-16","count":7},{"date":"2026-11-17","count":5},{"date":"2026-11-18","count":10},{"date":"2026-11-19","count":9},{"date":"2026-11-20","count":7},{"date":"2026-11-21","count":5},{"date":"2026-11-22","count":8}]},{"id":1,"name":"Первый канал","type":"TV","count":49,"duration_seconds":744,"dynamics":[{"date":"2026-11-16","count":5},{"date":"2026-11-17","count":7},{"date":"2026-11-18","count":6},{"date":"2026-11-19","count":8},{"date":"2026-11-20","count":9},{"date":"2026-11-21","count":6},{"date":"2026-11-22","count":8}]},{"id":3,"name":"НТВ","type":"TV","count":32,"duration_seconds":504,"dynamics":[{"date":"2026-11-16","count":5},{"date":"2026-11-17","count":4},{"date":"2026-11-18","count":3},{"date":"2026-11-19","count":5},{"date":"2026-11-20","count":7},{"date":"2026-11-21","count":4},{"date":"2026-11-22","count":4}]}]}})

export const getVideoContentChartsResponseMock = (): VideoContentCharts => ({"charts":{"duration_seconds":3628800,"items":[{"category_id":1,"category_name":"Новости","duration_seconds":1368387,"share":37.7,"dynamics":[{"date":"2026-11-16","duration_seconds":203207,"share":39.2},{"date":"2026-11-17","duration_seconds":189416,"share":36.5},{"date":"2026-11-18","duration_seconds":194665,"share":37.6},{"date":"2026-11-19","duration_seconds":198638,"share":38.3},{"date":"2026-11-20","duration_seconds":196234,"share":37.9},{"date":"2026-11-21","duration_seconds":198198,"share":38.2},{"date":"2026-11-22","duration_seconds":188029,"share":36.3}]},{"category_id":4,"category_name":"Фильмы и сериалы","duration_seconds":536691,"share":14.8,"dynamics":[{"date":"2026-11-16","duration_seconds":73386,"share":14.2},{"date":"2026-11-17","duration_seconds":75261,"share":14.5},{"date":"2026-11-18","duration_seconds":75990,"share":14.7},{"date":"2026-11-19","duration_seconds":81079,"share":15.6},{"date":"2026-11-20","duration_seconds":77344,"share":14.9},{"date":"2026-11-21","duration_seconds":77431,"share":14.9},{"date":"2026-11-22","duration_seconds":76200,"share":14.7}]},{"category_id":5,"category_name":"Ток-шоу","duration_seconds":404493,"share":11.1,"dynamics":[{"date":"2026-11-16","duration_seconds":58326,"share":11.3},{"date":"2026-11-17","duration_seconds":60672,"share":11.7},{"date":"2026-11-18","duration_seconds":59008,"share":11.4},{"date":"2026-11-19","duration_seconds":56690,"share":10.9},{"date":"2026-11-20","duration_seconds":56792,"share":11},{"date":"2026-11-21","duration_seconds":56180,"share":10.8},{"date":"2026-11-22","duration_seconds":56825,"share":11}]},{"category_id":6,"category_name":"Документальные программы","duration_seconds":385957,"share":10.6,"dynamics":[{"date":"2026-11-16","duration_seconds":54450,"share":10.5},{"date":"2026-11-17","duration_seconds":56895,"share":11},{"date":"2026-11-18","duration_seconds":57576,"share":11.1},{"date":"2026-11-19","duration_seconds":51874,"share":10},{"date":"2026-11-20","duration_seconds":57345,"share":11.1},{"date":"2026-11-21","duration_seconds":51339,"share":9.9},{"date":"2026-11-22","duration_seconds":56478,"share":10.9}]},{"category_id":2,"category_name":"Реклама","duration_seconds":364158,"share":10,"dynamics":[{"date":"2026-11-16","duration_seconds":51412,"share":9.9},{"date":"2026-11-17","duration_seconds":53857,"share":10.4},{"date":"2026-11-18","duration_seconds":49971,"share":9.6},{"date":"2026-11-19","duration_seconds":50593,"share":9.8},{"date":"2026-11-20","duration_seconds":50483,"share":9.7},{"date":"2026-11-21","duration_seconds":54412,"share":10.5},{"date":"2026-11-22","duration_seconds":53430,"share":10.3}]},{"category_id":3,"category_name":"Спорт","duration_seconds":189460,"share":5.2,"dynamics":[{"date":"2026-11-16","duration_seconds":24226,"share":4.7},{"date":"2026-11-17","duration_seconds":27304,"share":5.3},{"date":"2026-11-18","duration_seconds":27252,"share":5.3},{"date":"2026-11-19","duration_seconds":26097,"share":5},{"date":"2026-11-20","duration_seconds":24802,"share":4.8},{"date":"2026-11-21","duration_seconds":26216,"share":5.1},{"date":"2026-11-22","duration_seconds":33563,"share":6.5}]},{"category_id":7,"category_name":"Развлекательные программы","duration_seconds":183104,"share":5,"dynamics":[{"date":"2026-11-16","duration_seconds":25714,"share":5},{"date":"2026-11-17","duration_seconds":25800,"share":5},{"date":"2026-11-18","duration_seconds":26625,"share":5.1},{"date":"2026-11-19","duration_seconds":25447,"share":4.9},{"date":"2026-11-20","duration_seconds":27208,"share":5.2},{"date":"2026-11-21","duration_seconds":26443,"share":5.1},{"date":"2026-11-22","duration_seconds":25867,"share":5}]},{"category_id":10,"category_name":"Погода","duration_seconds":111634,"share":3.1,"dynamics":[{"date":"2026-11-16","duration_seconds":16089,"share":3.1},{"date":"2026-11-17","duration_seconds":17117,"share":3.3},{"date":"2026-11-18","duration_seconds":15313,"share":3},{"date":"2026-11-19","duration_seconds":15893,"share":3.1},{"date":"2026-11-20","duration_seconds":15337,"share":3},{"date":"2026-11-21","duration_seconds":16000,"share":3.1},{"date":"2026-11-22","duration_seconds":15885,"share":3.1}]},{"category_id":8,"category_name":"Детские программы","duration_seconds":42765,"share":1.2,"dynamics":[{"date":"2026-11-16","duration_seconds":6076,"share":1.2},{"date":"2026-11-17","duration_seconds":6028,"share":1.2},{"date":"2026-11-18","duration_seconds":6121,"share":1.2},{"date":"2026-11-19","duration_seconds":5829,"share":1.1},{"date":"2026-11-20","duration_seconds":6482,"share":1.3},{"date":"2026-11-21","duration_seconds":6305,"share":1.2},{"date":"2026-11-22","duration_seconds":5924,"share":1.1}]},{"category_id":9,"category_name":"Музыкальные программы","duration_seconds":42151,"share":1.2,"dynamics":[{"date":"2026-11-16","duration_seconds":5514,"share":1.1},{"date":"2026-11-17","duration_seconds":6050,"share":1.2},{"date":"2026-11-18","duration_seconds":5879,"share":1.1},{"date":"2026-11-19","duration_seconds":6260,"share":1.2},{"date":"2026-11-20","duration_seconds":6373,"share":1.2},{"date":"2026-11-21","duration_seconds":5876,"share":1.1},{"date":"2026-11-22","duration_seconds":6199,"share":1.2}]}]}})

export const getVideoContentDetailsResponseMock = (): VideoContentDetails => ({"items":[{"channel":{"id":1,"name":"Первый канал","type":"TV"},"start":"2026-11-22T05:10:00Z","end":"2026-11-22T05:20:00Z","duration_seconds":600,"title":"Новости спорта","category_id":3,"content_id":null},{"channel":{"id":2,"name":"Россия 1","type":"TV"},"start":"2026-11-22T06:15:00Z","end":"2026-11-22T06:30:00Z","duration_seconds":900,"title":"Вести. Спорт","category_id":3,"content_id":null},{"channel":{"id":11,"name":"BBC World News","type":"TV"},"start":"2026-11-22T06:30:00Z","end":"2026-11-22T06:55:00Z","duration_seconds":1500,"title":"World Sport Today","category_id":3,"content_id":null},{"channel":{"id":3,"name":"НТВ","type":"TV"},"start":"2026-11-22T07:00:00Z","end":"2026-11-22T07:09:00Z","duration_seconds":540,"title":"Сегодня. Спорт","category_id":3,"content_id":null},{"channel":{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV"},"start":"2026-11-22T08:00:00Z","end":"2026-11-22T08:20:00Z","duration_seconds":1200,"title":"الرياضة اليوم","category_id":3,"content_id":null},{"channel":{"id":1,"name":"Первый канал","type":"TV"},"start":"2026-11-22T09:00:00Z","end":"2026-11-22T09:45:00Z","duration_seconds":2700,"title":"Футбол. Кубок России. Предматчевая студия","category_id":3,"content_id":null},{"channel":{"id":11,"name":"BBC World News","type":"TV"},"start":"2026-11-22T11:30:00Z","end":"2026-11-22T12:00:00Z","duration_seconds":1800,"title":"Sportsday","category_id":3,"content_id":null},{"channel":{"id":3,"name":"НТВ","type":"TV"},"start":"2026-11-22T12:45:00Z","end":"2026-11-22T14:30:00Z","duration_seconds":6300,"title":"Футбол. Кубок России. Финал","category_id":3,"content_id":1460},{"channel":{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV"},"start":"2026-11-22T13:30:00Z","end":"2026-11-22T13:55:00Z","duration_seconds":1500,"title":"ملاعب","category_id":3,"content_id":null},{"channel":{"id":3,"name":"НТВ","type":"TV"},"start":"2026-11-22T14:50:00Z","end":"2026-11-22T15:06:00Z","duration_seconds":960,"title":"Кубок России: послематчевая студия","category_id":3,"content_id":null}],"meta":{"total":17,"page":1,"limit":10}})

export const getVideoContentStatisticsChannelsResponseMock = (): VideoChannelStatistics => ({"statistics":{"total":2806,"duration_seconds":1922005,"dynamics":[{"date":"2026-11-16","count":393},{"date":"2026-11-17","count":419},{"date":"2026-11-18","count":388},{"date":"2026-11-19","count":411},{"date":"2026-11-20","count":408},{"date":"2026-11-21","count":397},{"date":"2026-11-22","count":390}],"items":[{"id":3,"name":"НТВ","type":"TV","count":507,"duration_seconds":246227,"dynamics":[{"date":"2026-11-16","count":60},{"date":"2026-11-17","count":77},{"date":"2026-11-18","count":68},{"date":"2026-11-19","count":71},{"date":"2026-11-20","count":77},{"date":"2026-11-21","count":77},{"date":"2026-11-22","count":77}]},{"id":13,"name":"سكاي نيوز عربية (Sky News Arabia)","type":"TV","count":505,"duration_seconds":426964,"dynamics":[{"date":"2026-11-16","count":66},{"date":"2026-11-17","count":79},{"date":"2026-11-18","count":75},{"date":"2026-11-19","count":80},{"date":"2026-11-20","count":74},{"date":"2026-11-21","count":71},{"date":"2026-11-22","count":60}]},{"id":11,"name":"BBC World News","type":"TV","count":467,"duration_seconds":410148,"dynamics":[{"date":"2026-11-16","count":63},{"date":"2026-11-17","count":67},{"date":"2026-11-18","count":61},{"date":"2026-11-19","count":69},{"date":"2026-11-20","count":70},{"date":"2026-11-21","count":69},{"date":"2026-11-22","count":68}]},{"id":1,"name":"Первый канал","type":"TV","count":463,"duration_seconds":220145,"dynamics":[{"date":"2026-11-16","count":76},{"date":"2026-11-17","count":69},{"date":"2026-11-18","count":69},{"date":"2026-11-19","count":59},{"date":"2026-11-20","count":64},{"date":"2026-11-21","count":63},{"date":"2026-11-22","count":63}]},{"id":2,"name":"Россия 1","type":"TV","count":456,"duration_seconds":219650,"dynamics":[{"date":"2026-11-16","count":70},{"date":"2026-11-17","count":71},{"date":"2026-11-18","count":62},{"date":"2026-11-19","count":65},{"date":"2026-11-20","count":71},{"date":"2026-11-21","count":58},{"date":"2026-11-22","count":59}]},{"id":12,"name":"الجزيرة (Al Jazeera)","type":"TV","count":408,"duration_seconds":398871,"dynamics":[{"date":"2026-11-16","count":58},{"date":"2026-11-17","count":56},{"date":"2026-11-18","count":53},{"date":"2026-11-19","count":67},{"date":"2026-11-20","count":52},{"date":"2026-11-21","count":59},{"date":"2026-11-22","count":63}]}]}})

export const getVideoContentStatisticsResponseMock = (): VideoContentStatistics => ({"statistics":{"total":2806,"duration_seconds":1922005,"dynamics":[{"date":"2026-11-16","count":393},{"date":"2026-11-17","count":419},{"date":"2026-11-18","count":388},{"date":"2026-11-19","count":411},{"date":"2026-11-20","count":408},{"date":"2026-11-21","count":397},{"date":"2026-11-22","count":390}],"items":[{"category_id":2,"category_name":"Реклама","count":1553,"duration_seconds":364158,"dynamics":[{"date":"2026-11-16","count":216},{"date":"2026-11-17","count":239},{"date":"2026-11-18","count":214},{"date":"2026-11-19","count":217},{"date":"2026-11-20","count":226},{"date":"2026-11-21","count":225},{"date":"2026-11-22","count":216}]},{"category_id":1,"category_name":"Новости","count":1150,"duration_seconds":1368387,"dynamics":[{"date":"2026-11-16","count":164},{"date":"2026-11-17","count":165},{"date":"2026-11-18","count":159},{"date":"2026-11-19","count":179},{"date":"2026-11-20","count":168},{"date":"2026-11-21","count":158},{"date":"2026-11-22","count":157}]},{"category_id":3,"category_name":"Спорт","count":103,"duration_seconds":189460,"dynamics":[{"date":"2026-11-16","count":13},{"date":"2026-11-17","count":15},{"date":"2026-11-18","count":15},{"date":"2026-11-19","count":15},{"date":"2026-11-20","count":14},{"date":"2026-11-21","count":14},{"date":"2026-11-22","count":17}]}]}})

export const getVideoContentCategoryListResponseMock = (): VideoContentCategoryList => ({"items":[{"id":1,"name":"Новости"},{"id":2,"name":"Реклама"},{"id":3,"name":"Спорт"},{"id":4,"name":"Фильмы и сериалы"},{"id":5,"name":"Ток-шоу"},{"id":6,"name":"Документальные программы"},{"id":7,"name":"Развлекательные программы"},{"id":8,"name":"Детские программы"},{"id":9,"name":"Музыкальные программы"},{"id":10,"name":"Погода"}],"meta":{"total":10,"page":1,"limit":100}})

export const getVideoContentAddResponseMock = (): VideoContentItem => ({"item":{"id":1462,"title":"Аэрофлот — новогодний ролик, 30 с","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"queued","duration_seconds":null,"thumbnail_url":null,"created_at":"2026-11-22T14:05:00Z"}})

export const getVideoContentListResponseMock = (): VideoContentList => ({"items":[{"id":1462,"title":"Аэрофлот — новогодний ролик, 30 с","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"queued","duration_seconds":null,"thumbnail_url":null,"created_at":"2026-11-22T14:05:00Z"},{"id":1461,"title":"Northwind Air — New routes to the Gulf, 20 s","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"processing","duration_seconds":null,"thumbnail_url":null,"created_at":"2026-11-22T13:30:00Z"},{"id":1460,"title":"Футбол. Кубок России. Финал","category":{"id":3,"name":"Спорт"},"origin":"detected","state":"done","duration_seconds":6300,"thumbnail_url":"https://media.mediamonitor.local/video/content/1460.jpg","created_at":"2026-11-22T12:46:10Z"},{"id":1459,"title":"نيوم — فيلم ترويجي للطاقة الخضراء","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"done","duration_seconds":45,"thumbnail_url":"https://media.mediamonitor.local/video/content/1459.jpg","created_at":"2026-11-21T09:40:00Z"},{"id":1458,"title":"Спецрепортаж: наводнение в Приморье","category":{"id":6,"name":"Документальные программы"},"origin":"detected","state":"done","duration_seconds":1560,"thumbnail_url":"https://media.mediamonitor.local/video/content/1458.jpg","created_at":"2026-11-19T16:12:00Z"},{"id":1457,"title":"Сбер — «Кэшбэк», ролик 15 с","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"done","duration_seconds":15,"thumbnail_url":"https://media.mediamonitor.local/video/content/1457.jpg","created_at":"2026-11-19T08:05:00Z"},{"id":1456,"title":"OPEC+ summit in Vienna: special coverage","category":{"id":1,"name":"Новости"},"origin":"detected","state":"done","duration_seconds":1800,"thumbnail_url":"https://media.mediamonitor.local/video/content/1456.jpg","created_at":"2026-11-18T10:00:00Z"},{"id":1455,"title":"Дебаты кандидатов в мэры Москвы","category":{"id":5,"name":"Ток-шоу"},"origin":"detected","state":"done","duration_seconds":3300,"thumbnail_url":"https://media.mediamonitor.local/video/content/1455.jpg","created_at":"2026-11-17T17:00:00Z"},{"id":1454,"title":"Ольга Серова. Концерт «Зимний вечер»","category":{"id":9,"name":"Музыкальные программы"},"origin":"detected","state":"done","duration_seconds":5400,"thumbnail_url":"https://media.mediamonitor.local/video/content/1454.jpg","created_at":"2026-11-16T16:30:00Z"},{"id":1453,"title":"Lada Vesta — ролик 20 с","category":{"id":2,"name":"Реклама"},"origin":"uploaded","state":"failed","duration_seconds":null,"thumbnail_url":null,"created_at":"2026-11-16T09:20:00Z"}],"meta":{"total":62,"page":1,"limit":10}})

export const getVideoReportTaskAddResponseMock = (): VideoReportTaskItem => ({"item":{"id":806,"type":"objects","title":"Аэрофлот, Northwind Air и NEOM в эфире, 16–22 ноября 2026","period":{"start_date":"2026-11-16","end_date":"2026-11-22"},"filters":{"channel_types":["TV"],"objects":[1301,1303,1307]},"file_format":"pdf","state":"queued","created_at":"2026-11-22T14:20:00Z","finished_at":null,"error":null}})

export const getVideoReportTaskListResponseMock = (): VideoReportTaskList => ({"items":[{"id":806,"type":"objects","title":"Аэрофлот, Northwind Air и NEOM в эфире, 16–22 ноября 2026","period":{"start_date":"2026-11-16","end_date":"2026-11-22"},"filters":{"channel_types":["TV"],"objects":[1301,1303,1307]},"file_format":"pdf","state":"queued","created_at":"2026-11-22T14:20:00Z","finished_at":null,"error":null},{"id":805,"type":"persons","title":"Персоны в эфире, 16–22 ноября 2026","period":{"start_date":"2026-11-16","end_date":"2026-11-22"},"filters":{"channels":[1,2,3,11,12,13],"persons":[101,103,104]},"file_format":"xlsx","state":"processing","created_at":"2026-11-22T14:02:00Z","finished_at":null,"error":null},{"id":804,"type":"content","title":"Доля эфира по категориям контента, 9–15 ноября 2026","period":{"start_date":"2026-11-09","end_date":"2026-11-15"},"filters":{"channel_types":["TV"]},"file_format":"xlsx","state":"done","created_at":"2026-11-16T07:00:00Z","finished_at":"2026-11-16T07:03:41Z","error":null},{"id":803,"type":"summary","title":"Сводный отчёт: الجزيرة и سكاي نيوز عربية, октябрь 2026","period":{"start_date":"2026-10-01","end_date":"2026-10-31"},"filters":{"channels":[12,13]},"file_format":"pdf","state":"failed","created_at":"2026-11-12T11:15:00Z","finished_at":"2026-11-12T11:45:00Z","error":"Отчёт не сформирован за отведённые 30 минут. Сократите период и повторите."},{"id":802,"type":"summary","title":"Сводный отчёт, 2–8 ноября 2026","period":{"start_date":"2026-11-02","end_date":"2026-11-08"},"filters":{},"file_format":"docx","state":"done","created_at":"2026-11-09T06:30:00Z","finished_at":"2026-11-09T06:41:12Z","error":null},{"id":801,"type":"persons","title":"Persons on BBC World News, 26 October – 1 November 2026","period":{"start_date":"2026-10-26","end_date":"2026-11-01"},"filters":{"channels":[11]},"file_format":"csv","state":"done","created_at":"2026-11-02T08:10:00Z","finished_at":"2026-11-02T08:12:05Z","error":null}],"meta":{"total":6,"page":1,"limit":20}})

export const getVideoReportDownloadResponseMock = (): ReportFileResponse => (new Blob(['A file the contract describes as binary.']))


export const getVideoObjectsTopMockHandler = (overrideResponse?: VideoObjectTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoObjectTopList> | VideoObjectTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/objects/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoObjectsTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoObjectsStatisticsMockHandler = (overrideResponse?: VideoObjectStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoObjectStatistics> | VideoObjectStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/objects/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoObjectsStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoObjectsStatisticsChannelsMockHandler = (overrideResponse?: VideoChannelStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoChannelStatistics> | VideoChannelStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/objects/statistics/channels', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoObjectsStatisticsChannelsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoObjectsListMockHandler = (overrideResponse?: VideoObjectList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoObjectList> | VideoObjectList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/objects/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoObjectsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoObjectsAddMockHandler = (overrideResponse?: VideoObjectItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoObjectItem> | VideoObjectItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/objects/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoObjectsAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoPersonsTopMockHandler = (overrideResponse?: VideoPersonTopList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoPersonTopList> | VideoPersonTopList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/persons/top', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoPersonsTopResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoPersonsListMockHandler = (overrideResponse?: VideoPersonList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoPersonList> | VideoPersonList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/persons/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoPersonsListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoPersonsAddMockHandler = (overrideResponse?: VideoPersonItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoPersonItem> | VideoPersonItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/persons/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoPersonsAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoPersonsStatisticsMockHandler = (overrideResponse?: VideoPersonStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoPersonStatistics> | VideoPersonStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/persons/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoPersonsStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoPersonsStatisticsChannelsMockHandler = (overrideResponse?: VideoChannelStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoChannelStatistics> | VideoChannelStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/persons/statistics/channels', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoPersonsStatisticsChannelsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentChartsMockHandler = (overrideResponse?: VideoContentCharts | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentCharts> | VideoContentCharts), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/charts', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentChartsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentDetailsMockHandler = (overrideResponse?: VideoContentDetails | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentDetails> | VideoContentDetails), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/details', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentDetailsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentStatisticsChannelsMockHandler = (overrideResponse?: VideoChannelStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoChannelStatistics> | VideoChannelStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/statistics/channels', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentStatisticsChannelsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentStatisticsMockHandler = (overrideResponse?: VideoContentStatistics | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentStatistics> | VideoContentStatistics), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/statistics', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentStatisticsResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentCategoryListMockHandler = (overrideResponse?: VideoContentCategoryList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentCategoryList> | VideoContentCategoryList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/category/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentCategoryListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentAddMockHandler = (overrideResponse?: VideoContentItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentItem> | VideoContentItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoContentListMockHandler = (overrideResponse?: VideoContentList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoContentList> | VideoContentList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/content/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoContentListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoReportTaskAddMockHandler = (overrideResponse?: VideoReportTaskItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoReportTaskItem> | VideoReportTaskItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/report/task/add', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoReportTaskAddResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoReportTaskListMockHandler = (overrideResponse?: VideoReportTaskList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VideoReportTaskList> | VideoReportTaskList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/video/report/task/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoReportTaskListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getVideoReportDownloadMockHandler = (overrideResponse?: ReportFileResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReportFileResponse> | ReportFileResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/video/report/:id/download', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVideoReportDownloadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getVideoMock = () => [
  getVideoObjectsTopMockHandler(),
  getVideoObjectsStatisticsMockHandler(),
  getVideoObjectsStatisticsChannelsMockHandler(),
  getVideoObjectsListMockHandler(),
  getVideoObjectsAddMockHandler(),
  getVideoPersonsTopMockHandler(),
  getVideoPersonsListMockHandler(),
  getVideoPersonsAddMockHandler(),
  getVideoPersonsStatisticsMockHandler(),
  getVideoPersonsStatisticsChannelsMockHandler(),
  getVideoContentChartsMockHandler(),
  getVideoContentDetailsMockHandler(),
  getVideoContentStatisticsChannelsMockHandler(),
  getVideoContentStatisticsMockHandler(),
  getVideoContentCategoryListMockHandler(),
  getVideoContentAddMockHandler(),
  getVideoContentListMockHandler(),
  getVideoReportTaskAddMockHandler(),
  getVideoReportTaskListMockHandler(),
  getVideoReportDownloadMockHandler()
]
