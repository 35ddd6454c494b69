import { Plural, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PageHeader } from '@kit/page/page-header';
import { FileDrop } from '@kit/upload/file-drop';
import { AUDIO_FILES, fileKey, fileProblem } from '@kit/upload/file-rules';
import { describeFileProblem } from '@kit/upload/upload-parts';
import { useFormatters } from '@i18n/format';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { useUploadIndex } from './duplicates';
import { UploadItem, type UploadPhase } from './upload-item';

interface Chosen {
  key: string;
  file: File;
}

/**
 * Track upload: audio files are chosen or dropped, checked against the contract's types and
 * size before anything is sent (a refused file is named with the reason), given optional
 * metadata, and sent one request per file, each with its own progress, cancel and retry.
 */
export function MusicUpload() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [phases, setPhases] = useState<Record<string, UploadPhase>>({});
  const senders = useRef(new Map<string, () => Promise<unknown>>());
  const index = useUploadIndex();

  const add = (files: File[]) => {
    const problems: string[] = [];
    const added: Chosen[] = [];
    for (const file of files) {
      const problem = fileProblem(file, AUDIO_FILES);
      const key = fileKey(file);
      if (problem) problems.push(describeFileProblem(problem, file, AUDIO_FILES, i18n, fmt.fileSize));
      else if (!chosen.some((entry) => entry.key === key) && !added.some((entry) => entry.key === key))
        added.push({ key, file });
    }
    setRefused(problems);
    setChosen((previous) => [...previous, ...added]);
  };
  const remove = (key: string) => {
    setChosen((previous) => previous.filter((entry) => entry.key !== key));
    setPhases(({ [key]: _gone, ...rest }) => rest);
  };
  const register = useCallback((key: string, send: () => Promise<unknown>) => {
    senders.current.set(key, send);
    return () => void senders.current.delete(key);
  }, []);
  const onPhase = useCallback(
    (key: string, phase: UploadPhase) =>
      setPhases((previous) => (previous[key] === phase ? previous : { ...previous, [key]: phase })),
    [],
  );

  const waiting = chosen.filter((entry) => (phases[entry.key] ?? 'idle') !== 'done' && phases[entry.key] !== 'sending');
  const waitingCount = waiting.length;
  const sending = chosen.filter((entry) => phases[entry.key] === 'sending').length;
  const finished = chosen.filter((entry) => phases[entry.key] === 'done');
  const sendAll = () => waiting.forEach((entry) => void senders.current.get(entry.key)?.());

  // Leaving the page would cancel the uploads on their way: ask first.
  const busy = useRef(0);
  useEffect(() => {
    busy.current = sending;
  }, [sending]);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => busy.current > 0 && current.pathname !== next.pathname,
    enableBeforeUnload: () => busy.current > 0,
    withResolver: true,
  });

  return (
    <div className="music-page music-upload">
      <PageHeader />
      <section className="block block-wide" aria-labelledby={`${id}-choose`}>
        <header className="block-header">
          <h2 id={`${id}-choose`}>{t`Choose audio files`}</h2>
        </header>
        <FileDrop
          label={t`Audio files`}
          rules={AUDIO_FILES}
          multiple
          onFiles={add}
          describedBy={refused.length > 0 ? `${id}-refused` : undefined}
        />
        {refused.length > 0 && (
          <div id={`${id}-refused`} className="music-refused" role="alert">
            <p>{t`These files were not added:`}</p>
            <ul>
              {refused.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section className="block block-wide" aria-labelledby={`${id}-files`}>
        <header className="block-header">
          <h2 id={`${id}-files`}>{t`Files to upload`}</h2>
          {chosen.length > 0 && (
            <div className="upload-item-actions">
              <Button onClick={sendAll} disabled={waiting.length === 0}>
                {t`Upload all waiting (${waitingCount})`}
              </Button>
              {finished.length > 0 && (
                <Button variant="ghost" onClick={() => finished.forEach((entry) => remove(entry.key))}>
                  {t`Clear the uploaded`}
                </Button>
              )}
            </div>
          )}
        </header>
        {chosen.length > 0 && index.isError && (
          <p className="muted music-index-failed" role="status">
            {t`Your earlier uploads could not be read, so tracks already uploaded are not pointed out. The files can still be uploaded.`}{' '}
            <button type="button" className="link-button" onClick={() => void index.refetch()}>
              {t`Try again`}
            </button>
          </p>
        )}
        {chosen.length === 0 ? (
          <p className="block-empty">{t`No file chosen yet. Each file is uploaded on its own; you can add the artist, title, album and ISRC first, or leave them to the file's tags.`}</p>
        ) : (
          <ul className="upload-list">
            {chosen.map((entry) => (
              <UploadItem
                key={entry.key}
                file={entry.file}
                uploads={index.data}
                itemKey={entry.key}
                register={register}
                onPhase={onPhase}
                onRemove={() => remove(entry.key)}
              />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title={t`Leave while files are uploading?`}
        confirmLabel={t`Leave and cancel the uploads`}
        cancelLabel={t`Stay on the page`}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>
          <Plural
            value={sending}
            _0="No file is being sent any more."
            one="# file is still being sent. Leaving the page cancels its upload."
            other="# files are still being sent. Leaving the page cancels their uploads."
          />
        </p>
      </ConfirmDialog>
    </div>
  );
}
