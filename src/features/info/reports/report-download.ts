import { infoReportsFile, infoReportsFileLink } from '@generated/api/info/info';
import type { FileFormat } from '@generated/model/fileFormat';
import { DownloadStepError, asBlob, type FetchReportFile } from '@kit/reports/files';

const LINK = /^\/api\/v1\/info\/reports\/([1-9]\d*)\/file\?file_format=(pdf|xlsx|docx|csv)$/;

/** The report and format a file link names; `undefined` for a link of another form. */
export function parseFileLink(link: string): { id: number; format: FileFormat } | undefined {
  const match = LINK.exec(link);
  if (!match) return undefined;
  return { id: Number(match[1]), format: match[2] as FileFormat };
}

/**
 * An info report's file: its link first, then the file the link names, with progress. A failure
 * says which step failed (`DownloadStepError`), its `cause` being the HTTP error.
 */
export function infoReportFile(report: { id: number }): FetchReportFile {
  return async (format, onProgress) => {
    let target = { id: report.id, format };
    try {
      const { link } = await infoReportsFileLink({ id: report.id, file_format: format });
      target = parseFileLink(link) ?? target;
    } catch (error) {
      throw new DownloadStepError('link', 'The report link request failed.', { cause: error });
    }
    try {
      const body = await infoReportsFile(target.id, { file_format: target.format }, { onDownloadProgress: onProgress });
      return asBlob(body, target.format);
    } catch (error) {
      throw new DownloadStepError('file', 'The report file request failed.', { cause: error });
    }
  };
}
