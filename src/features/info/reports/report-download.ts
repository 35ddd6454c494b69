import { infoReportsFile, infoReportsFileLink } from '../../../../generated/api/info/info';
import type { FileFormat } from '../../../../generated/model/fileFormat';
import { safeFileName } from '../../../ui/charts/download';

export const FILE_FORMATS: readonly FileFormat[] = ['pdf', 'xlsx', 'docx', 'csv'];

const MIME_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

const LINK = /^\/api\/v1\/info\/reports\/([1-9]\d*)\/file\?file_format=(pdf|xlsx|docx|csv)$/;

/** The report and format a file link names; `undefined` for a link of another form. */
export function parseFileLink(link: string): { id: number; format: FileFormat } | undefined {
  const match = LINK.exec(link);
  if (!match) return undefined;
  return { id: Number(match[1]), format: match[2] as FileFormat };
}

/** The saved file's name: the report's title (without characters file systems reject) and the format. */
export function reportFileName(title: string, format: FileFormat): string {
  return `${safeFileName(title).slice(0, 150)}.${format}`;
}

/** A downloaded body as a blob of the format's type, whatever form the seam handed it over in. */
export function asBlob(body: unknown, format: FileFormat): Blob {
  const type = MIME_TYPES[format];
  if (body instanceof Blob) return body.type ? body : new Blob([body], { type });
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new Blob([body as BlobPart], { type });
  return new Blob([typeof body === 'string' ? body : JSON.stringify(body ?? '')], { type });
}

export interface DownloadProgress {
  loaded: number;
  /** 0 when the server does not say how big the file is. */
  total: number;
}

/** Which step of a download failed: asking for the link, or fetching the file. */
export class DownloadStepError extends Error {
  readonly step: 'link' | 'file';
  constructor(step: 'link' | 'file', cause: unknown) {
    super(`The report ${step} request failed.`, { cause });
    this.name = 'DownloadStepError';
    this.step = step;
  }
}

/**
 * Asks for a report file's link, then downloads the file it names, reporting progress. Resolves
 * with the file and its format; rejects with a `DownloadStepError` whose `cause` is the HTTP error.
 */
export async function fetchReportFile(
  report: { id: number },
  format: FileFormat,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; format: FileFormat }> {
  let target = { id: report.id, format };
  try {
    const { link } = await infoReportsFileLink({ id: report.id, file_format: format });
    target = parseFileLink(link) ?? target;
  } catch (error) {
    throw new DownloadStepError('link', error);
  }
  try {
    const body = await infoReportsFile(target.id, { file_format: target.format }, { onDownloadProgress: onProgress });
    return { blob: asBlob(body, target.format), format: target.format };
  } catch (error) {
    throw new DownloadStepError('file', error);
  }
}
