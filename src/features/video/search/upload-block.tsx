import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { getVideoContentListQueryKey, videoContentAdd } from '@generated/api/video/video';
import type { VideoContent, VideoContentCategoryList, VideoContentItem } from '@generated/model';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, ruleCheck } from '@kit/form/rules';
import { FileDrop } from '@kit/upload/file-drop';
import { VIDEO_FILES, asContractFile, fileProblem } from '@kit/upload/file-rules';
import { UploadFailure, UploadProgress, describeFileProblem } from '@kit/upload/upload-parts';
import { useUpload } from '@kit/upload/use-upload';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import type { QueryLike } from '@ui/query-block';
import { SelectField } from '@kit/form/fields';
import { TitledBlock } from '@kit/layout/titled-block';
import { FollowedUpload } from './followed-upload';

const TITLE_MAX = 300;

/** The title a file suggests: its name without the ending. */
function titleOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  return (dot > 0 ? file.name.slice(0, dot) : file.name).slice(0, TITLE_MAX);
}

/**
 * The upload of a reference video whose airings the recogniser should find: the file (type and
 * size checked before anything is sent), its title and category; progress with a cancel while it
 * is sent; the server's own words when it refuses. Nothing chosen or typed is lost on a failure.
 * Once accepted, the new item is followed until it is processed.
 */
export function UploadBlock({ categories }: { categories: QueryLike<VideoContentCategoryList> }) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const queryClient = useQueryClient();
  const upload = useUpload<VideoContentItem>();
  const [file, setFile] = useState<File>();
  const [fileMessage, setFileMessage] = useState<string>();
  const [followed, setFollowed] = useState<VideoContent>();
  const sending = upload.state.phase === 'sending';

  const required = t`Fill in this field.`;
  const title = ruleCheck(
    v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(TITLE_MAX, t`Use at most ${TITLE_MAX} characters.`)),
  );
  const category = ruleCheck(v.pipe(v.string(), v.nonEmpty(t`Choose a category.`)));

  // The file is checked with the fields, so a person sees everything that is missing at once.
  const checkFile = (): File | undefined => {
    if (!file) {
      setFileMessage(t`Choose a video file to upload.`);
      return undefined;
    }
    const problem = fileProblem(file, VIDEO_FILES);
    setFileMessage(problem ? describeFileProblem(problem, file, VIDEO_FILES, i18n, fmt.fileSize) : undefined);
    return problem ? undefined : file;
  };

  const form = useAppForm({
    defaultValues: { title: '', category: '' },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => void checkFile(),
    onSubmit: ({ value, formApi }) => {
      const chosen = checkFile();
      if (!chosen) return;
      // The form is done once sending starts: the upload's own state shows progress and cancel,
      // and a cancelled upload frees the form at once, whenever the connection lets go.
      void upload
        .start(({ signal, onProgress }) =>
          videoContentAdd(
            {
              file: asContractFile(chosen, VIDEO_FILES),
              title: value.title.trim(),
              category_id: Number(value.category),
            },
            { onUploadProgress: onProgress },
            signal,
          ),
        )
        .then((outcome) => {
          if (outcome.phase !== 'done') return;
          setFollowed(outcome.result.item);
          setFile(undefined);
          formApi.reset();
          void queryClient.invalidateQueries({ queryKey: [getVideoContentListQueryKey()[0]] });
        });
    },
  });

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const problem = fileProblem(chosen, VIDEO_FILES);
    setFileMessage(problem ? describeFileProblem(problem, chosen, VIDEO_FILES, i18n, fmt.fileSize) : undefined);
    if (problem) return;
    setFile(chosen);
    if (!form.getFieldValue('title').trim()) form.setFieldValue('title', titleOf(chosen));
    if (upload.state.phase !== 'idle') upload.reset();
  };

  const categoryOptions = (categories.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  // While they load the empty choice says so (no line comes and goes under the field); a failure is said under it.
  const categoriesNote = categories.isError
    ? { text: t`The categories could not be loaded.`, failed: true, onRetry: () => void categories.refetch() }
    : undefined;

  return (
    <TitledBlock headingId={`${id}-title`} title={t`Upload a reference video`} className="block-wide">
      <p className="muted">{t`A commercial, a clip or a programme fragment whose airings should be found on the monitored channels.`}</p>
      <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
        <FileDrop
          label={t`Video file`}
          rules={VIDEO_FILES}
          disabled={sending}
          onFiles={choose}
          describedBy={fileMessage ? `${id}-file-error` : undefined}
        />
        {fileMessage && (
          <p id={`${id}-file-error`} className="field-error" role="alert">
            {fileMessage}
          </p>
        )}
        {file && (
          <p className="video-chosen-file">
            <span>{t`Chosen: ${{ name: file.name }} (${{ size: fmt.fileSize(file.size) }})`}</span>
            <Button variant="ghost" disabled={sending} onClick={() => setFile(undefined)}>
              {t`Remove the file`}
            </Button>
          </p>
        )}
        <div className="video-form-row">
          <form.AppField name="title" validators={fieldValidators(title)}>
            {(field) => <field.TextField label={t`Title`} maxLength={TITLE_MAX} disabled={sending} />}
          </form.AppField>
          <form.AppField name="category" validators={fieldValidators(category)}>
            {() => (
              <SelectField
                label={t`Category`}
                placeholder={categories.isPending ? t`Loading the categories…` : t`Choose a category`}
                options={categoryOptions}
                disabled={sending}
                unavailable={categoriesNote}
              />
            )}
          </form.AppField>
        </div>
        {upload.state.phase === 'sending' && (
          <UploadProgress progress={upload.state.progress} label={t`Sending the video`} />
        )}
        {upload.state.phase === 'failed' && <UploadFailure error={upload.state.error} />}
        {upload.state.phase === 'cancelled' && (
          <Alert tone="info">{t`The upload was cancelled. The file and the fields are kept: upload again when ready.`}</Alert>
        )}
        <div className="form-actions">
          {sending ? (
            <Button variant="secondary" onClick={upload.cancel}>
              {t`Cancel the upload`}
            </Button>
          ) : (
            <form.AppForm>
              <form.SubmitButton pendingText={t`Uploading…`}>
                {upload.state.phase === 'failed' ? t`Try the upload again` : t`Upload`}
              </form.SubmitButton>
            </form.AppForm>
          )}
        </div>
      </FormElement>
      {followed && <FollowedUpload item={followed} />}
    </TitledBlock>
  );
}
