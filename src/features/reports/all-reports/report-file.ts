import { rspReportDownload } from '@generated/api/reports/reports';
import { asBlob, type FetchReportFile } from '@kit/reports/files';

/** A combined report's file in a format, straight from the download call, with its progress. */
export function rspReportFile(report: { id: number }): FetchReportFile {
  return async (format, onProgress) => {
    const body = await rspReportDownload(report.id, { file_format: format }, { onDownloadProgress: onProgress });
    return asBlob(body, format);
  };
}
