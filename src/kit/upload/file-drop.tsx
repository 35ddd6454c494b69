import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useFormatters } from '@i18n/format';
import { acceptAttribute, formatNames, type FileRules } from './file-rules';
import './upload.css';

interface FileDropProps {
  /** What to choose ("Audio files"). */
  label: string;
  rules: FileRules;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen or dropped, in order; checking them is the caller's. */
  onFiles: (files: File[]) => void;
  /** Ids of messages that describe the choice (per-file problems, say). */
  describedBy?: string;
}

/**
 * Where files are chosen: a real file input (reached with Tab, opened with Enter or Space) inside
 * an area that also takes files dragged onto it. It says what is accepted and up to what size.
 */
export function FileDrop({ label, rules, multiple = false, disabled = false, onFiles, describedBy }: FileDropProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const formats = formatNames(rules).join(', ');
  const limit = fmt.fileSize(rules.maxBytes);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div
      className={`file-drop${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className="file-drop-label">
        <span className="file-drop-title">{label}</span>
        <span className="file-drop-action">
          {multiple ? t`Drop files here or choose them` : t`Drop a file here or choose it`}
        </span>
        {/* The browser's own button speaks the browser's language; this one speaks the app's. */}
        <span className="btn btn-secondary file-drop-button" aria-hidden="true">
          {multiple ? t`Choose files` : t`Choose a file`}
        </span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="file-drop-input"
        accept={acceptAttribute(rules)}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          take(event.target.files);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t`Accepted: ${formats}; up to ${limit} per file.`}
      </p>
    </div>
  );
}
