import type { FileFormat } from '@generated/model/fileFormat';
import { safeFileName } from '@ui/download';

/** The report formats in the order they are offered. */
export const FILE_FORMATS: readonly FileFormat[] = ['pdf', 'xlsx', 'docx', 'csv'];

const MIME_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

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

/** Fetches one report file in a format, reporting progress; resolves with the file to save. */
export type FetchReportFile = (format: FileFormat, onProgress: (progress: DownloadProgress) => void) => Promise<Blob>;

/** Which step of a two-step download failed: asking for the link, or fetching the file. */
export class DownloadStepError extends Error {
  readonly step: 'link' | 'file';
  constructor(step: 'link' | 'file', message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DownloadStepError';
    this.step = step;
  }
}
