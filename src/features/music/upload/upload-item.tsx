import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { getMusicUploadListQueryKey, musicUploadTrack } from '@generated/api/music/music';
import type { TrackUpload } from '@generated/model';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { TaskStateBadge } from '@kit/reports/reports-table';
import { AUDIO_FILES, asContractFile } from '@kit/upload/file-rules';
import { UploadFailure, UploadProgress } from '@kit/upload/upload-parts';
import { useUpload, type UploadState } from '@kit/upload/use-upload';
import { useFormatters } from '@i18n/format';
import { Button } from '@ui/button';
import { DuplicateNote } from './duplicate-note';
import { findDuplicates } from './duplicates';
import { EMPTY_FIELDS, trackChecks, uploadForm } from './track-fields';
import { withFilters } from '@lib/filters/link';

export type UploadPhase = UploadState<TrackUpload>['phase'];

interface UploadItemProps {
  /** The file's key in the list. */
  itemKey: string;
  file: File;
  /** The person's uploads so far, for the duplicate warning (undefined while they load). */
  uploads: readonly TrackUpload[] | undefined;
  /** Hands the list a way to send this file ("Upload all"); returns its own removal. */
  register: (key: string, send: () => Promise<unknown>) => () => void;
  onPhase: (key: string, phase: UploadPhase) => void;
  onRemove: () => void;
}

/**
 * One chosen file: its optional metadata, then its own upload (one multipart request) with
 * progress, cancel and retry. What was typed stays through failures and cancels; the server's
 * error body is shown as it came.
 */
export function UploadItem({ itemKey, file, uploads, register, onPhase, onRemove }: UploadItemProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const queryClient = useQueryClient();
  const upload = useUpload<TrackUpload>();
  const { state } = upload;
  const checks = trackChecks(i18n);
  const name = file.name;

  const form = useAppForm({
    defaultValues: EMPTY_FIELDS,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const body = uploadForm(asContractFile(file, AUDIO_FILES), value);
      const outcome = await upload.start(({ signal, onProgress }) =>
        musicUploadTrack(body, { onUploadProgress: onProgress }, signal).then((answer) => answer.item),
      );
      // The history and the duplicate check read the list again, with this upload in it.
      if (outcome.phase === 'done') void queryClient.invalidateQueries({ queryKey: [getMusicUploadListQueryKey()[0]] });
    },
  });
  const values = useStore(form.store, (formState) => formState.values);

  useEffect(() => register(itemKey, () => form.handleSubmit()), [register, itemKey, form]);
  // A file taken off the list, or a page left, stops its upload.
  const { reset } = upload;
  useEffect(() => () => reset(), [reset]);
  useEffect(() => onPhase(itemKey, state.phase), [onPhase, itemKey, state.phase]);

  const sending = state.phase === 'sending';
  const done = state.phase === 'done' ? state.result : undefined;
  const locked = sending || done !== undefined;
  const duplicates = done || !uploads ? [] : findDuplicates(uploads, values);
  const field = { readOnly: locked };

  return (
    <li className="upload-item music-upload-item" aria-labelledby={`${id}-name`}>
      <div className="upload-item-head">
        <span id={`${id}-name`} className="upload-item-name">
          {name}
        </span>
        <span className="muted">{fmt.fileSize(file.size)}</span>
      </div>
      <FormElement form={form} aria-label={t`Details of “${name}”`} className="music-track-form">
        <div className="music-track-fields">
          <form.AppField name="artist" validators={fieldValidators(checks.artist)}>
            {(input) => <input.TextField {...field} label={t`Artist`} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="title" validators={fieldValidators(checks.title)}>
            {(input) => <input.TextField {...field} label={t`Title`} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="album" validators={fieldValidators(checks.album)}>
            {(input) => <input.TextField {...field} label={t`Album`} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="isrc" validators={fieldValidators(checks.isrc)}>
            {(input) => (
              <input.TextField
                {...field}
                label={t`ISRC`}
                hint={t`12 characters; dashes are fine: RU-B42-26-00101.`}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </form.AppField>
        </div>
        {duplicates.length > 0 && <DuplicateNote duplicates={duplicates} />}
        {sending && <UploadProgress progress={state.progress} label={t`Upload of “${name}”`} />}
        {state.phase === 'failed' && <UploadFailure error={state.error} />}
        {state.phase === 'cancelled' && (
          <p className="muted" role="status">
            {t`The upload was cancelled. The file and its details are kept: upload it again when you are ready.`}
          </p>
        )}
        {done && (
          <div className="music-upload-done" role="status">
            <p>
              {t`Uploaded. The server has queued the track for processing; its plays appear in the reports once it is processed.`}{' '}
              <TaskStateBadge state={done.state} />
            </p>
            <Link to="/cabinet/music/upload/history" search={withFilters()}>
              {t`Follow it in the upload history`}
            </Link>
          </div>
        )}
        <div className="upload-item-actions">
          {sending ? (
            <Button variant="secondary" onClick={upload.cancel}>
              {t`Cancel the upload`}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : done ? null : (
            <Button type="submit">
              {state.phase === 'failed' || state.phase === 'cancelled' ? t`Try again` : t`Upload`}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
          {!sending && (
            <Button variant="ghost" onClick={onRemove}>
              {done ? t`Remove from the list` : t`Remove`}
              <span className="visually-hidden"> {name}</span>
            </Button>
          )}
        </div>
      </FormElement>
    </li>
  );
}
