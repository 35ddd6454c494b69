import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@api/use-session';
import { parseViews, viewsKey, type ViewsState } from '@lib/views/saved-views';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser saving or deleting a view.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('mediamonitor.views.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads the views of an account, outside React (a section opening with its default view). */
export function readViews(userId: number | undefined): ViewsState {
  return parseViews(readRaw(userId === undefined ? undefined : viewsKey(userId)));
}

export interface ViewsStore {
  state: ViewsState;
  /** Whether an account is signed in (views belong to one). */
  ready: boolean;
  /**
   * Changes what is stored, from what is stored now (another tab may have changed it since this
   * one read it); false when the browser's storage refused it (full, or turned off).
   */
  update: (change: (latest: ViewsState) => ViewsState) => boolean;
}

/** The signed-in account's saved views, following changes in this tab and in others. */
export function useViews(): ViewsStore {
  const userId = useSession((state) => state.user?.id);
  const key = userId === undefined ? undefined : viewsKey(userId);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const state = useMemo(() => parseViews(raw), [raw]);
  const update = useCallback(
    (change: (latest: ViewsState) => ViewsState) => {
      if (!key) return false;
      try {
        localStorage.setItem(key, JSON.stringify(change(parseViews(localStorage.getItem(key)))));
      } catch {
        return false;
      }
      for (const listener of listeners) listener();
      return true;
    },
    [key],
  );
  return { state, ready: key !== undefined, update };
}
