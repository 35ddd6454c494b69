import { useEffect, useState } from 'react';
import { Button } from './button';
import { secondsLeft, type PendingAction } from './undo';

interface UndoBarProps {
  pending: readonly PendingAction[];
  onUndo: (id: number) => void;
  undoLabel: string;
  /** "in 5 s", in the person's language. */
  countdown: (seconds: number) => string;
  /**
   * What a screen reader is told, once, when an action is held: what will happen, that it can be
   * undone, for how long and with which key ("“Радио Маяк” will be deleted. Press Enter within 6 s
   * to undo…"). It is built from the action alone, so it never changes while the time runs.
   */
  announcement: (action: PendingAction) => string;
}

/**
 * The actions held back, each with the time left and an Undo button. Each is announced politely
 * once, when it is held; the visible countdown stays out of the live region (and out of the
 * accessibility tree), so it is not read again every time it ticks.
 */
export function UndoBar({ pending, onUndo, undoLabel, countdown, announcement }: UndoBarProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [pending.length]);
  return (
    <div className="undo-bar">
      {/* Always present, so that the first announcement is heard; not atomic, so a second held
          action is announced alone and the first is not read again. */}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="false">
        {pending.map((action) => (
          <p key={action.id}>{announcement(action)}</p>
        ))}
      </div>
      {pending.map((action) => (
        <div key={action.id} className="undo-item">
          <span>
            {action.label}{' '}
            <span className="muted" aria-hidden="true">
              {/* Never more than it was held for: the clock read before it was held is older. */}
              {countdown(Math.min(secondsLeft(action, now), action.seconds))}
            </span>
          </span>
          <Button variant="secondary" onClick={() => onUndo(action.id)}>
            {undoLabel}
          </Button>
        </div>
      ))}
    </div>
  );
}
