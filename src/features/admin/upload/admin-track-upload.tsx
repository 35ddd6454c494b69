import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { getUploadsListQueryKey, uploadsTracks } from '@generated/api/admin/admin';
import type { TrackUploadsResult } from '@generated/model';
import { isHttpError } from '@api/errors';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, ruleCheck, showServerFieldErrors } from '@kit/form/rules';
import { PageHeader } from '@kit/page/page-header';
import { TaskStateBadge } from '@kit/reports/reports-table';
import { FileDrop } from '@kit/upload/file-drop';
import { AUDIO_FILES, fileKey, fileProblem } from '@kit/upload/file-rules';
import { UploadFailure, UploadProgress, describeFileProblem } from '@kit/upload/upload-parts';
import { useUpload } from '@kit/upload/use-upload';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ChosenFiles } from './chosen-files';
import {
  EMPTY_FIELDS,
  MAX_FILES,
  TEXT_MAX,
  TRACK_FIELDS,
  fileMessages,
  isIsrc,
  settleOnAbort,
  toUploadForm,
} from './upload-values';
import '../admin.css';

/**
 * Reference tracks into the catalogue the airplay monitoring recognises: 1 to 20 audio files in
 * one upload, checked before anything is sent, with shared artist and album (and, for a single
 * file, its title and ISRC). The upload shows its progress overall and per file and can be
 * cancelled; when it fails, the server's own words are shown and the files and fields stay for a retry.
 */
export function AdminTrackUpload() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const queryClient = useQueryClient();
  const upload = useUpload<TrackUploadsResult>();
  const [files, setFiles] = useState<File[]>([]);
  const [notAdded, setNotAdded] = useState<string[]>([]);
  const [noFiles, setNoFiles] = useState(false);
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const drop = useRef<HTMLDivElement>(null);
  const { state } = upload;
  const sending = state.phase === 'sending';
  const single = files.length === 1;

  // Leaving the page would stop an upload on its way: the browser asks first.
  useEffect(() => {
    if (!sending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [sending]);

  /** A change of the files starts a new upload: what was said of the last one no longer applies. */
  const changeFiles = (next: File[]) => {
    setFiles(next);
    setNoFiles(false);
    setProblems(new Map());
    if (state.phase !== 'idle' && state.phase !== 'sending') upload.reset();
  };
  const addFiles = (chosen: File[]) => {
    const next = [...files];
    const refused: string[] = [];
    for (const file of chosen) {
      const name = file.name;
      if (next.some((kept) => fileKey(kept) === fileKey(file))) continue;
      const problem = fileProblem(file, AUDIO_FILES);
      if (problem) refused.push(describeFileProblem(problem, file, AUDIO_FILES, i18n, fmt.fileSize));
      else if (next.length >= MAX_FILES)
        refused.push(t`“${name}” was not added: one upload takes at most ${MAX_FILES} files.`);
      else next.push(file);
    }
    setNotAdded(refused);
    changeFiles(next);
  };

  const max = TEXT_MAX;
  const tooLong = t`Use at most ${max} characters.`;
  const text = ruleCheck(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX, tooLong)));
  const isrc = (value: string) =>
    files.length === 1 && value.trim() && !isIsrc(value)
      ? t`An ISRC has 12 characters: a country code, three letters or digits and seven digits, like RUB422600101.`
      : undefined;

  const form = useAppForm({
    defaultValues: EMPTY_FIELDS,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      if (files.length === 0) {
        setNoFiles(true);
        drop.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
        return;
      }
      setProblems(new Map());
      const body = toUploadForm(files, value);
      const result = await upload.start(({ signal, onProgress }) =>
        settleOnAbort(signal, uploadsTracks(body, { onUploadProgress: onProgress }, signal)),
      );
      if (result.phase === 'done') {
        setFiles([]);
        setNotAdded([]);
        formApi.reset(EMPTY_FIELDS);
        void queryClient.invalidateQueries({ queryKey: [getUploadsListQueryKey()[0]] });
      } else if (result.phase === 'failed') {
        showServerFieldErrors(formApi, result.error, TRACK_FIELDS);
        if (isHttpError(result.error)) setProblems(fileMessages(result.error.fieldErrors));
      }
    },
  });

  const count = files.length;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const size = fmt.fileSize(total);
  return (
    <div className="admin-page track-upload">
      <PageHeader />
      <FormElement form={form} aria-label={t`Track upload`} className="block track-upload-form">
        <fieldset className="upload-files" disabled={sending}>
          <legend>{t`Audio files`}</legend>
          <div ref={drop}>
            <FileDrop
              label={t`Audio files, up to ${MAX_FILES} at once`}
              rules={AUDIO_FILES}
              multiple
              disabled={sending}
              onFiles={addFiles}
              describedBy="track-upload-files-problems"
            />
          </div>
          <div id="track-upload-files-problems">
            {noFiles && (
              <p className="field-error" role="alert">
                {t`Choose at least one audio file.`}
              </p>
            )}
            {notAdded.length > 0 && (
              <ul className="field-error upload-refused" role="alert">
                {notAdded.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>
          {count > 0 && (
            <>
              <p className="upload-summary">{t`Files chosen: ${count} of ${MAX_FILES}, ${size} in all.`}</p>
              <ChosenFiles
                files={files}
                problems={problems}
                progress={sending ? state.progress : undefined}
                onRemove={sending ? undefined : (file) => changeFiles(files.filter((kept) => kept !== file))}
              />
            </>
          )}
        </fieldset>
        <fieldset className="upload-fields" disabled={sending}>
          <legend>{t`Track details`}</legend>
          <p className="field-hint">{t`Leave a field empty to take it from the files' own tags.`}</p>
          <div className="upload-fields-grid">
            <form.AppField name="artist" validators={fieldValidators(text)}>
              {(field) => (
                <field.TextField
                  label={t`Artist`}
                  hint={t`For every file of the upload.`}
                  maxLength={TEXT_MAX}
                  autoComplete="off"
                />
              )}
            </form.AppField>
            <form.AppField name="album" validators={fieldValidators(text)}>
              {(field) => (
                <field.TextField
                  label={t`Album`}
                  hint={t`For every file of the upload.`}
                  maxLength={TEXT_MAX}
                  autoComplete="off"
                />
              )}
            </form.AppField>
            <form.AppField name="title" validators={fieldValidators(text)}>
              {(field) => (
                <field.TextField
                  label={t`Title`}
                  hint={single ? t`For this file.` : t`Only when a single file is uploaded.`}
                  maxLength={TEXT_MAX}
                  autoComplete="off"
                  disabled={!single}
                />
              )}
            </form.AppField>
            <form.AppField name="isrc" validators={fieldValidators(isrc)}>
              {(field) => (
                <field.TextField
                  label={t`ISRC`}
                  hint={single ? t`12 characters, like RUB422600101.` : t`Only when a single file is uploaded.`}
                  maxLength={15}
                  autoComplete="off"
                  dir="ltr"
                  disabled={!single}
                />
              )}
            </form.AppField>
          </div>
        </fieldset>
        <div className="upload-status">
          {sending && <UploadProgress progress={state.progress} label={t`Upload progress`} />}
          {state.phase === 'failed' && <UploadFailure error={state.error} />}
          {state.phase === 'cancelled' && (
            <Alert tone="info">{t`The upload was cancelled. The files and details are still here: send them again when you are ready.`}</Alert>
          )}
          {state.phase === 'done' && <UploadDone result={state.result} />}
        </div>
        <div className="form-actions">
          <form.AppForm>
            <form.SubmitButton pendingText={t`Uploading…`}>
              {state.phase === 'failed' ? t`Try again` : t`Upload`}
            </form.SubmitButton>
          </form.AppForm>
          {sending && (
            <Button variant="secondary" onClick={upload.cancel}>
              {t`Cancel the upload`}
            </Button>
          )}
        </div>
      </FormElement>
    </div>
  );
}

/** The uploads the server created, queued for processing, and where to follow them. */
function UploadDone({ result }: { result: TrackUploadsResult }) {
  const { t } = useLingui();
  const count = result.items.length;
  return (
    <Alert tone="success">
      <p>{t`Uploaded: ${count}. The tracks are queued for processing.`}</p>
      <ul className="upload-created">
        {result.items.map((item) => (
          <li key={item.id}>
            <span className="upload-item-name">{item.file_name}</span>
            {item.artist || item.title ? (
              <span> · {[item.artist, item.title].filter(Boolean).join(' – ')}</span>
            ) : null}{' '}
            <TaskStateBadge state={item.state} />
          </li>
        ))}
      </ul>
      <Link to="/admin/music/upload/history">{t`Follow their processing in the upload history`}</Link>
    </Alert>
  );
}
