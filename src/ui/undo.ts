import { useCallback, useEffect, useRef, useState } from 'react';

/** An action held back for a few seconds so that it can be undone before it is carried out. */
export interface PendingAction {
  id: number;
  /** What the person is told ("Channel “Радио Маяк” will be deleted"). */
  label: string;
  /** When it will be carried out (ms since the epoch). */
  due: number;
  /** How many seconds it was held for, from the start: what the person is told once. */
  seconds: number;
}

/** How long a person has to change their mind. */
export const UNDO_SECONDS = 6;

/**
 * Holds destructive actions back: `schedule` returns at once and carries the action out after
 * `UNDO_SECONDS` unless `undo` is called first (then nothing is sent). Actions still held when
 * the screen closes are carried out then, as the person left them.
 */
export function useUndoableActions(seconds = UNDO_SECONDS) {
  const [pending, setPending] = useState<PendingAction[]>([]);
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  const next = useRef(1);

  const settle = useCallback((id: number) => {
    const entry = timers.current.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    timers.current.delete(id);
    setPending((list) => list.filter((action) => action.id !== id));
    return entry;
  }, []);

  const schedule = useCallback(
    (label: string, run: () => void) => {
      const id = next.current++;
      const timer = setTimeout(() => settle(id)?.run(), seconds * 1000);
      timers.current.set(id, { timer, run });
      setPending((list) => [...list, { id, label, due: Date.now() + seconds * 1000, seconds }]);
      return id;
    },
    [seconds, settle],
  );

  const undo = useCallback((id: number) => void settle(id), [settle]);

  useEffect(() => {
    const held = timers.current;
    return () => {
      for (const [, entry] of held) {
        clearTimeout(entry.timer);
        entry.run();
      }
      held.clear();
    };
  }, []);

  return { pending, schedule, undo };
}

/** Whole seconds left until a held action is carried out. */
export function secondsLeft(action: PendingAction, now = Date.now()): number {
  return Math.max(0, Math.ceil((action.due - now) / 1000));
}
