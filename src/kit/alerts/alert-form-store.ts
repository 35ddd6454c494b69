import { useSyncExternalStore } from 'react';
import type { AlertKind, AlertRule, AlertScope, AlertSubject } from '@generated/model';

/** What the alert form opens with: a new rule prefilled from where it was asked for, or a rule to edit. */
export interface AlertDraft {
  kind?: AlertKind;
  name?: string;
  scope?: AlertScope;
  upload_id?: number;
  track_id?: number;
  subject?: AlertSubject;
  channels?: number[];
  /** Names to show for the ids above, when the place it was asked from knows them. */
  about?: string;
  /** The rule to edit. */
  rule?: AlertRule;
}

let current: AlertDraft | undefined;
let opened = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens the alert form (one at a time) from anywhere in the cabinet: a saved view, a chart, a story… */
export function openAlertForm(draft: AlertDraft = {}) {
  current = draft;
  opened += 1;
  emit();
}

export function closeAlertForm() {
  current = undefined;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft the form is open with (undefined while closed) and a key that changes with each opening. */
export function useAlertFormDraft(): { draft: AlertDraft | undefined; key: number } {
  const draft = useSyncExternalStore(subscribe, () => current);
  return { draft, key: opened };
}
