import { useSyncExternalStore } from 'react';
import type { FilterSearch } from '@lib/filters/fields';
import type { SavedView } from '@lib/views/saved-views';

/** A view just opened, whose channels and key entities are still to be checked against those there are now. */
export interface OpenedView {
  name: string;
  filters: FilterSearch;
  names: SavedView['names'];
}

/** What the opening of a view left to say: the channels and key entities it had to leave out. */
export interface ViewNote {
  name: string;
  channels: string[];
  markers: string[];
}

interface State {
  opened?: OpenedView;
  note?: ViewNote;
}

let state: State = {};
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The view being checked and the note of the last check (until dismissed or another view opens). */
export function useOpenedView(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** A view opens: its channels and key entities are to be checked (the filter bar's note does it). */
export function markOpened(opened: OpenedView) {
  set({ opened });
}

/** The check of the opened view is done: what it left out, if anything, is said. */
export function settleOpenedView(note: ViewNote | undefined) {
  set({ note });
}

export function dismissViewNote() {
  set({});
}
