import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import { fileKey } from '@kit/upload/file-rules';
import { UploadProgress } from '@kit/upload/upload-parts';
import { fileShares, type SendProgress } from '@kit/upload/use-upload';
import { Button } from '@ui/button';

interface ChosenFilesProps {
  files: readonly File[];
  /** The upload's progress while it is being sent. */
  progress?: SendProgress;
  /** The server's message about a file, by its position. */
  problems: ReadonlyMap<number, string>;
  onRemove?: (file: File) => void;
}

/**
 * The files of the next upload, each with its size, its share of the progress while sending, and what the server said
 * of it.
 */
export function ChosenFiles({ files, progress, problems, onRemove }: ChosenFilesProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const shares = progress
    ? fileShares(
        files.map((file) => file.size),
        progress,
      )
    : undefined;
  const count = files.length;
  return (
    <ul className="upload-list" aria-label={t`Chosen files: ${count}`}>
      {files.map((file, index) => {
        const name = file.name;
        const share = shares?.[index];
        const problem = problems.get(index);
        return (
          <li key={fileKey(file)} className={`upload-item${problem ? ' has-problem' : ''}`}>
            <div className="upload-item-head">
              <span className="upload-item-name">{name}</span>
              <span className="chosen-file-end">
                <span className="muted">{fmt.fileSize(file.size)}</span>
                {onRemove && (
                  <Button variant="ghost" onClick={() => onRemove(file)}>
                    {t`Remove`}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                )}
              </span>
            </div>
            {share !== undefined && (
              <UploadProgress
                progress={{ loaded: Math.round(share * file.size), total: file.size }}
                label={t`Sending “${name}”`}
              />
            )}
            {problem && <p className="field-error">{problem}</p>}
          </li>
        );
      })}
    </ul>
  );
}
