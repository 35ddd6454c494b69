import { useNavigate } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useFormatters } from '@i18n/format';
import type { FilterSearch } from '@lib/filters/fields';
import { patchSearch } from '@lib/filters/link';
import { replacingFilters, viewSearch, type SavedView } from '@lib/views/saved-views';

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
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** The check of the opened view is done: what it left out, if anything, is said. */
export function settleOpenedView(note: ViewNote | undefined) {
  set({ note });
}

export function dismissViewNote() {
  set({});
}

/**
 * Opens a saved view on the current page: its filters replace the URL's (a preset period becomes
 * this week's or this month's dates), and its channels and key entities are checked once those
 * there are now are known. `replace` when the section opens with it (no history entry).
 */
export function useOpenView(): (view: SavedView, options?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const { weekStartsOn } = useFormatters();
  return (view, { replace = false } = {}) => {
    const filters = viewSearch(view, new Date(), weekStartsOn);
    set({ opened: { name: view.name, filters, names: view.names } });
    return navigate({ to: '.', search: patchSearch(replacingFilters(filters), { resetPage: true }), replace, resetScroll: false });
  };
}
