import { videoReportDownload } from '@generated/api/video/video';
import { asBlob, type FetchReportFile } from '@kit/reports/files';

/** A video report task's file in a format (its own format is ready at once, another is rendered on request). */
export function videoReportFile(task: { id: number }): FetchReportFile {
  return async (format, onProgress) =>
    asBlob(await videoReportDownload(task.id, { file_format: format }, { onDownloadProgress: onProgress }), format);
}
