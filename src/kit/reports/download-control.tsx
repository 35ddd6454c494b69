import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { FileFormat } from '@generated/model/fileFormat';
import { isHttpError } from '@api/errors';
import { useFormatters } from '@i18n/format';
import { FILE_FORMAT_LABELS } from '@lib/statistics-labels';
import { Button } from '@ui/button';
import { downloadBlob } from '@ui/download';
import { DownloadStepError, FILE_FORMATS, reportFileName, type DownloadProgress, type FetchReportFile } from './files';
import './reports.css';

/** Why a download failed, in the person's words. */
export function describeDownloadFailure(error: unknown, i18n: I18n): string {
  const step = error instanceof DownloadStepError ? error.step : 'file';
  const cause = error instanceof DownloadStepError ? error.cause : error;
  if (!isHttpError(cause)) return i18n._(msg`The file could not be saved. Please try again.`);
  if (cause.kind === 'network') return i18n._(msg`No connection to the server. Check your network and try again.`);
  if (cause.kind === 'timeout') return i18n._(msg`The server took too long to answer. Please try again.`);
  if (cause.status === 404) {
    if (!(error instanceof DownloadStepError))
      return i18n._(msg`This file is not available. Reload the list and try again.`);
    return step === 'file'
      ? i18n._(msg`The download link has expired and the file is no longer kept. Try again to get a new link.`)
      : i18n._(msg`This file is not available in this format. Reload the list and try again.`);
  }
  if (cause.status === 403) return i18n._(msg`You do not have access to this report.`);
  if (cause.status === 400)
    return cause.serverMessage ?? i18n._(msg`The server did not accept the request for this file.`);
  return i18n._(msg`The file could not be downloaded. Please try again later.`);
}

type Download =
  | { phase: 'idle' }
  | { phase: 'busy'; progress?: DownloadProgress }
  | { phase: 'saved'; fileName: string }
  | { phase: 'failed'; message: string };

interface DownloadControlProps {
  /** What the file is named after. */
  title: string;
  /** The formats offered, in any order (shown in the usual order). */
  formats: readonly FileFormat[];
  fetchFile: FetchReportFile;
  /** The label of the download button; "Download" by default. */
  label?: string;
}

/**
 * A format choice and a download button with its progress; the file is saved under the title's
 * name; a failure says why and the button tries again.
 */
export function DownloadControl({ title, formats, fetchFile, label }: DownloadControlProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const offered = FILE_FORMATS.filter((format) => formats.includes(format));
  const [format, setFormat] = useState<FileFormat | undefined>(offered[0]);
  const [download, setDownload] = useState<Download>({ phase: 'idle' });
  const running = useRef(false);
  const chosen = format && offered.includes(format) ? format : offered[0];
  if (!chosen) return <span className="muted">{t`No files to download.`}</span>;

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setDownload({ phase: 'busy' });
    try {
      const blob = await fetchFile(chosen, (progress) => setDownload({ phase: 'busy', progress }));
      const fileName = reportFileName(title, chosen);
      downloadBlob(blob, fileName);
      setDownload({ phase: 'saved', fileName });
    } catch (error) {
      setDownload({ phase: 'failed', message: describeDownloadFailure(error, i18n) });
    } finally {
      running.current = false;
    }
  };

  const progress = download.phase === 'busy' ? download.progress : undefined;
  const percent = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : undefined;
  return (
    <div className="download-control">
      <div className="download-controls">
        <label className="visually-hidden" htmlFor={`${id}-format`}>
          {t`Format of “${title}”`}
        </label>
        <select
          id={`${id}-format`}
          value={chosen}
          disabled={download.phase === 'busy'}
          onChange={(event) => setFormat(event.target.value as FileFormat)}
        >
          {offered.map((option) => (
            <option key={option} value={option}>
              {i18n._(FILE_FORMAT_LABELS[option])}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          pending={download.phase === 'busy'}
          onClick={() => void start()}
          aria-describedby={download.phase === 'failed' ? `${id}-error` : undefined}
        >
          {download.phase === 'busy'
            ? t`Downloading…`
            : download.phase === 'failed'
              ? t`Try again`
              : (label ?? t`Download`)}
          <span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      {download.phase === 'busy' && (
        <div className="download-progress">
          <label htmlFor={`${id}-progress`}>
            {percent === undefined ? t`Downloading the file…` : t`Downloaded ${{ percent: fmt.percent(percent) }}`}
          </label>
          {percent === undefined ? (
            <progress id={`${id}-progress`} />
          ) : (
            <progress id={`${id}-progress`} max={1} value={percent} />
          )}
        </div>
      )}
      {download.phase === 'saved' && (
        <p className="download-saved" role="status">
          {t`Saved as ${{ fileName: download.fileName }}`}
        </p>
      )}
      {download.phase === 'failed' && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {download.message}
        </p>
      )}
    </div>
  );
}
