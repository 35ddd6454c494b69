import { useCallback, useRef, useState } from 'react';

export interface SendProgress {
  loaded: number;
  /** 0 when the size is not known. */
  total: number;
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
 * One upload's life: sending with progress, cancelled by the person, failed (the error kept for
 * them to read), or done. Starting again after a failure or a cancel is a retry; what was chosen
 * and typed lives with the caller and is never dropped here.
 */
export function useUpload<T>() {
  const [state, setState] = useState<UploadState<T>>({ phase: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback(async (send: (options: SendOptions) => Promise<T>): Promise<UploadState<T>> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ phase: 'sending', progress: { loaded: 0, total: 0 } });
    let next: UploadState<T>;
    try {
      const result = await send({ signal: own.signal, onProgress: (progress) => own.signal.aborted || setState({ phase: 'sending', progress }) });
      next = { phase: 'done', result };
    } catch (error) {
      next = isAbort(error) || own.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error };
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
