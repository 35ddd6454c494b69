import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isHttpError } from '@api/errors';
import { useFormatters } from '@i18n/format';
import { describeCallFailure } from '../form/failure';
import { formatNames, type FileProblem, type FileRules } from './file-rules';
import { progressShare, type SendProgress } from './use-upload';

/** Why a chosen file will not be sent, naming it. */
export function describeFileProblem(
  problem: FileProblem,
  file: File,
  rules: FileRules,
  i18n: I18n,
  fileSize: (bytes: number) => string,
): string {
  const name = file.name;
  if (problem === 'type') {
    const formats = formatNames(rules).join(', ');
    return i18n._(msg`“${name}” is not a file of an accepted type (${formats}).`);
  }
  if (problem === 'empty') return i18n._(msg`“${name}” is empty.`);
  const size = fileSize(file.size);
  const limit = fileSize(rules.maxBytes);
  return i18n._(msg`“${name}” is ${size}; a file may be at most ${limit}.`);
}

/**
 * An upload's progress: a bar, and how much of how much has been sent; while the connection is
 * lost, in the same place, that the upload waits for it.
 */
export function UploadProgress({ progress, label }: { progress: SendProgress; label: string }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const share = progressShare(progress);
  const sent = fmt.fileSize(progress.loaded);
  const size = fmt.fileSize(progress.total);
  const percent = share === undefined ? undefined : fmt.percent(share);
  return (
    <div className={`upload-progress${progress.waiting ? ' is-waiting' : ''}`}>
      {/* An upload that waits shows no running bar. */}
      {share === undefined && !progress.waiting ? (
        <progress aria-label={label} />
      ) : (
        <progress aria-label={label} max={1} value={share ?? 0} />
      )}
      {progress.waiting ? (
        <span className="muted" role="status">
          {t`Paused: the upload starts again when the connection returns.`}
        </span>
      ) : (
        <span className="muted" aria-hidden="true">
          {percent === undefined ? t`Sending…` : t`${percent} · ${sent} of ${size}`}
        </span>
      )}
    </div>
  );
}

/** The lines of a server's error body, as the server wrote them: its message, then each field's messages. */
export function serverErrorLines(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (!body || typeof body !== 'object') return [];
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const lines: string[] = [];
  if (typeof message === 'string' && message) lines.push(message);
  if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors as Record<string, unknown>)) {
      for (const line of Array.isArray(value) ? value : [value]) if (typeof line === 'string' && line) lines.push(line);
    }
  }
  return lines;
}

/**
 * Why an upload failed: the server's own error body as it is (never as markup), and a sentence
 * in the person's language when the server said nothing or could not be reached.
 */
export function UploadFailure({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const lines = isHttpError(error) ? serverErrorLines(error.body) : [];
  // A 413 is a file too large unless the server says the account's storage is full.
  const quotaFull =
    isHttpError(error) &&
    error.status === 413 &&
    (error.body as { code?: unknown } | undefined)?.code === 'storage_quota_exceeded';
  return (
    <div className="upload-failure" role="alert">
      <p>
        {quotaFull
          ? i18n._(msg`The account's storage for uploads is full: this upload would take it past its quota.`)
          : describeCallFailure(error, i18n, { 413: msg`The file is larger than the server accepts.` })}
      </p>
      {lines.length > 0 && (
        <ul className="server-error-body">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
