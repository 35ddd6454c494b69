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
  RspReportList
} from '../../model';


export const getRspReportListResponseMock = (): RspReportList => ({"items":[{"id":706,"title":"Упоминания «Аэрофлота» на ТВ: 16–22 ноября 2026","type":"video","created_at":"2026-11-22T18:30:04+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-22"},"state":"queued","formats":[]},{"id":705,"title":"تقرير تغطية مشروع نيوم للطاقة الخضراء","type":"info","created_at":"2026-11-21T09:12:44+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-21"},"state":"failed","formats":[]},{"id":704,"title":"Расшифровки эфиров: решение ЦБ по ключевой ставке","type":"transcription","created_at":"2026-11-21T08:55:10+03:00","period":{"start_date":"2026-11-20","end_date":"2026-11-21"},"state":"processing","formats":[]},{"id":703,"title":"Ротация Ольги Серовой на радио: 16–20 ноября","type":"music","created_at":"2026-11-20T17:45:03+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-20"},"state":"done","formats":["xlsx","csv","pdf"]},{"id":702,"title":"OPEC+ Vienna summit: international coverage","type":"info","created_at":"2026-11-19T14:03:27+03:00","period":{"start_date":"2026-11-16","end_date":"2026-11-19"},"state":"done","formats":["pdf","docx","xlsx"]},{"id":701,"title":"Еженедельный обзор СМИ: 9–15 ноября 2026","type":"info","created_at":"2026-11-16T09:00:12+03:00","period":{"start_date":"2026-11-09","end_date":"2026-11-15"},"state":"done","formats":["pdf","docx","xlsx","csv"]}],"meta":{"total":6,"page":1,"limit":20}})

export const getRspReportDownloadResponseMock = (): ReportFileResponse => (new Blob(['A file the contract describes as binary.']))


export const getRspReportListMockHandler = (overrideResponse?: RspReportList | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<RspReportList> | RspReportList), options?: RequestHandlerOptions) => {
  return http.post('*/api/v1/rsp/report/list', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRspReportListResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}

export const getRspReportDownloadMockHandler = (overrideResponse?: ReportFileResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ReportFileResponse> | ReportFileResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/rsp/report/:id/download', async (info) => {
  
    return new HttpResponse(JSON.stringify(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRspReportDownloadResponseMock()),
      { status: 200,
        headers: { 'Content-Type': 'application/json' }
      })
  }, options)
}
export const getReportsMock = () => [
  getRspReportListMockHandler(),
  getRspReportDownloadMockHandler()
]
