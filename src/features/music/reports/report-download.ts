import { musicReportDownload } from '@generated/api/music/music';
import type { MusicReportDownloadRequest } from '@generated/model';
import { asBlob, type FetchReportFile } from '@kit/reports/files';

/** The whole airplay report for the screen's filters, as a file in the chosen format, with progress. */
export function airplayReportFile(filters: Omit<MusicReportDownloadRequest, 'file_format'>): FetchReportFile {
  return async (format, onProgress) => {
    const body = await musicReportDownload({ ...filters, file_format: format }, { onDownloadProgress: onProgress });
    return asBlob(body, format);
  };
}
