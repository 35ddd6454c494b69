import { useEffect, useState } from 'react';
import { Button } from './button';
import { secondsLeft, type PendingAction } from './undo';

interface UndoBarProps {
  pending: readonly PendingAction[];
  onUndo: (id: number) => void;
  undoLabel: string;
  /** "in 5 s", in the person's language. */
  countdown: (seconds: number) => string;
}

/** The actions held back, each with the time left and an Undo button; announced politely. */
export function UndoBar({ pending, onUndo, undoLabel, countdown }: UndoBarProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [pending.length]);
  return (
    <div className="undo-bar" role="status" aria-live="polite">
      {pending.map((action) => (
        <div key={action.id} className="undo-item">
          <span>
            {action.label} <span className="muted">{countdown(secondsLeft(action, now))}</span>
          </span>
          <Button variant="secondary" onClick={() => onUndo(action.id)}>
            {undoLabel}
          </Button>
        </div>
      ))}
    </div>
  );
}
