import { onlineManager } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isHttpError } from '@api/errors';

export interface SendProgress {
  loaded: number;
  /** 0 when the size is not known. */
  total: number;
  /** The connection is lost: the upload waits for it, and is sent again when it returns. */
  waiting?: true;
}

/** What sending one upload needs: a signal to cancel it and a callback for its progress. */
export interface SendOptions {
  signal: AbortSignal;
  onProgress: (progress: SendProgress) => void;
}

export type UploadState<T> =
  | { phase: 'idle' }
  | { phase: 'sending'; progress: SendProgress }
  | { phase: 'done'; result: T }
  | { phase: 'failed'; error: unknown }
  | { phase: 'cancelled' };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Whether there is a connection: TanStack Query's online manager (the browser's online and
 * offline events), or the browser itself when it already knows it is offline (a send can fail
 * for want of a connection just before the offline event).
 */
function connected(): boolean {
  return onlineManager.isOnline() && navigator.onLine !== false;
}

/** Waits for the connection: true when it is back, false when the signal is aborted first. */
function connection(signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (connected()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (back: boolean) => {
      unsubscribe();
      signal.removeEventListener('abort', abort);
      resolve(back);
    };
    const abort = () => done(false);
    const unsubscribe = onlineManager.subscribe((online) => online && connected() && done(true));
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * One upload's life: sending with progress, cancelled by the person, failed (the error kept for
 * them to read), or done. Starting again after a failure or a cancel is a retry; what was chosen
 * and typed lives with the caller and is never dropped here.
 *
 * Without a connection the upload waits (still sending, its progress marked `waiting`): one
 * started offline is not sent yet, and one on its way when the connection drops is stopped. When
 * the connection returns it is sent again, whole (the server takes an upload in one piece), and
 * `start` settles only then, so the caller keeps its files and fields the while. The person can
 * cancel it while it waits, as while it is sent.
 */
export function useUpload<T>() {
  const [state, setState] = useState<UploadState<T>>({ phase: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback(async (send: (options: SendOptions) => Promise<T>): Promise<UploadState<T>> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const show = (next: UploadState<T>) => controller.current === own && setState(next);
    let progress: SendProgress = { loaded: 0, total: 0 };
    let next: UploadState<T> | undefined;
    while (!next) {
      if (!connected()) {
        show({ phase: 'sending', progress: { ...progress, waiting: true } });
        if (!(await connection(own.signal))) {
          next = { phase: 'cancelled' };
          break;
        }
        progress = { loaded: 0, total: 0 };
      }
      show({ phase: 'sending', progress });
      // One attempt: stopped by the person's cancel, or by the connection dropping.
      const attempt = new AbortController();
      const stop = () => attempt.abort();
      own.signal.addEventListener('abort', stop, { once: true });
      const unsubscribe = onlineManager.subscribe((online) => online || attempt.abort());
      try {
        const result = await send({
          signal: attempt.signal,
          onProgress: (sent) => {
            if (attempt.signal.aborted) return;
            progress = sent;
            show({ phase: 'sending', progress });
          },
        });
        next = { phase: 'done', result };
      } catch (error) {
        const lost =
          !own.signal.aborted &&
          (attempt.signal.aborted || (isHttpError(error) && error.kind === 'network' && !connected()));
        // A lost connection is no failure: the loop waits for it and sends again.
        if (!lost) next = isAbort(error) || own.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error };
      } finally {
        unsubscribe();
        own.signal.removeEventListener('abort', stop);
      }
    }
    if (controller.current === own) {
      controller.current = undefined;
      setState(next);
    }
    return next;
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ phase: 'cancelled' });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}

/** The share of a progress that is done, from 0 to 1, or undefined when the size is unknown. */
export function progressShare(progress: SendProgress): number | undefined {
  return progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : undefined;
}

/**
 * Each file's share of a multipart upload that carries several: the bytes sent are laid over the
 * files in the order they were added (the form's own fields are small beside them).
 */
export function fileShares(sizes: readonly number[], progress: SendProgress): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  // The body is a little larger than the files; scale so the last byte sent fills the last file.
  const loaded = progress.total > 0 ? (progress.loaded / progress.total) * total : progress.loaded;
  let offset = 0;
  return sizes.map((size) => {
    const share = size === 0 ? (loaded >= offset ? 1 : 0) : Math.max(0, Math.min(1, (loaded - offset) / size));
    offset += size;
    return share;
  });
}
