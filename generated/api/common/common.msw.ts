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
  PlaylistPage,
  StreamHunterItem,
  StreamHunterList
} from '../../model';


export const getPlaylistGetDataResponseMock = (): PlaylistPage => ({"items":[{"played_at":"2026-11-22T21:56:10+03:00","artist":"Ольга Серова","title":"Северное сияние","duration_seconds":214},{"played_at":"2026-11-22T21:52:31+03:00","artist":"Dua Lipa","title":"Houdini","duration_seconds":185},{"played_at":"2026-11-22T21:48:40+03:00","artist":"Zivert","title":"Life","duration_seconds":207},{"played_at":"2026-11-22T21:44:58+03:00","artist":"The Weeknd","title":"Blinding Lights","duration_seconds":200},{"played_at":"2026-11-22T21:41:02+03:00","artist":"Ольга Серова","title":"Не отпускай","duration_seconds":226},{"played_at":"2026-11-22T21:37:15+03:00","artist":"Баста","title":"Сансара","duration_seconds":221},{"played_at":"2026-11-22T21:33:20+03:00","artist":"Miley Cyrus","title":"Flowers","duration_seconds":200},{"played_at":"2026-11-22T21:29:44+03:00","artist":"Artik & Asti","title":"Девочка, танцуй","duration_seconds":190},{"played_at":"2026-11-22T21:25:48+03:00","artist":"Ed Sheeran","title":"Shape of You","duration_seconds":233},{"played_at":"2026-11-22T21:22:05+03:00","artist":"Клава Кока","title":"Покинула чат","duration_seconds":180}],"meta":{"total":1874,"page":1,"limit":10}})

export const getStreamHunterListResponseMock = (): StreamHunterList => ({"items":[{"id":1709,"name":"Business FM — прямой эфир","url":"https://stream.bfm.ru/bfm_128.mp3","type":null,"country":null,"state":"checking","created_at":"2026-11-22T11:30:00+03:00"},{"id":1708,"name":"Sky News — live","url":"https://live.news.sky.com/hls/skynews/index.m3u8","type":"tv","country":"GB","state":"online","created_at":"2026-11-21T14:02:00+03:00"},{"id":1707,"name":"الشرق للأخبار — البث المباشر","url":"https://live.asharq.com/hls/asharq/index.m3u8","type":"tv","country":"SA","state":"online","created_at":"2026-11-20T17:45:00+03:00"},{"id":1706,"name":"مونت كارلو الدولية","url":"https://montecarlodoualiya128k.ice.infomaniak.ch/mc-doualiya.mp3","type":"radio","country":"FR","state":"online","created_at":"2026-11-20T09:12:00+03:00"},{"id":1705,"name":"Радио Шансон","url":"https://chanson.hostingradio.ru/chanson256.mp3","type":"radio","country":"RU","state":"online","created_at":"2026-11-19T16:30:00+03:00"},{"id":1704,"name":"Авторадио","url":"https://stream.avtoradio.ru/avtoradio_128.mp3","type":"radio","country":"RU","state":"online","created_at":"2026-11-19T16:28:00+03:00"},{"id":1703,"name":"Россия 24 — прямой эфир","url":"https://live.smotrim.ru/rossiya24/index.m3u8","type":"tv","country":"RU","state":"online","created_at":"2026-11-18T10:05:00+03:00"},{"id":1702,"name":"Известия — видеотрансляция","url":"https://iz.ru/live/video/index.m3u8","type":"web","country":"RU","state":"offline","created_at":"2026-11-17T12:40:00+03:00"},{"id":1701,"name":"Радио Sputnik","url":"https://icecast.radiosputnik.ru/sputnik_128.mp3","type":"radio","country":"RU","state":"added","created_at":"2026-11-16T09:00:00+03:00"}],"meta":{"total":9,"page":1,"limit":20}})

export const getStreamHunterItemResponseMock = (): StreamHunterItem => ({"item":{"id":1709,"name":"Business FM — прямой эфир","url":"https://stream.bfm.ru/bfm_128.mp3","type":null,"country":null,"state":"checking","created_at":"2026-11-22T11:30:00+03:00"}})


export const getPlaylistGetDataMockHandler = (overrideResponse?: PlaylistPage | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PlaylistPage> | PlaylistPage), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/playlist/get_data', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaylistGetDataResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamHunterListMockHandler = (overrideResponse?: StreamHunterList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamHunterList> | StreamHunterList), options?: RequestHandlerOptions) => {
  return http.post('*/api/StreamHunter/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamHunterListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getStreamHunterItemMockHandler = (overrideResponse?: StreamHunterItem | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<StreamHunterItem> | StreamHunterItem), options?: RequestHandlerOptions) => {
  return http.post('*/api/StreamHunter/item', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamHunterItemResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getCommonMock = () => [
  getPlaylistGetDataMockHandler(),
  getStreamHunterListMockHandler(),
  getStreamHunterItemMockHandler()
]
