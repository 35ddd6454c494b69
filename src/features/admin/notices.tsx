import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { UndoBar } from '@ui/undo-bar';
import type { PendingAction } from '@ui/undo';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

interface FloatingNoticesProps {
  notice: Notice | undefined;
  onDismiss: () => void;
  pending: readonly PendingAction[];
  onUndo: (id: number) => void;
}

/** How long a success stays on screen; a failure stays until it is dismissed. */
const SUCCESS_MS = 8000;

/**
 * What happened to the last change, and the changes still held back for an undo, floating at the
 * bottom of the screen, so nothing on the page moves when they come and go. A newly held change
 * takes the focus to its Undo button, so the keyboard can take it back at once, and is announced
 * once, saying so (Enter, and for how long).
 */
export function FloatingNotices({ notice, onDismiss, pending, onUndo }: FloatingNoticesProps): ReactNode {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const count = useRef(pending.length);
  useEffect(() => {
    if (pending.length > count.current)
      box.current?.querySelector<HTMLButtonElement>('.undo-item:last-child button')?.focus();
    count.current = pending.length;
  }, [pending.length]);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(onDismiss, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className="admin-float" ref={box}>
      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && (
          <div className="admin-notice is-success">
            <span>{notice.text}</span>
            <button type="button" className="btn btn-ghost" onClick={onDismiss}>
              {t`Dismiss`}
            </button>
          </div>
        )}
      </div>
      {notice?.tone === 'error' && (
        <div className="admin-notice is-error" role="alert">
          <span>{notice.text}</span>
          <button type="button" className="btn btn-ghost" onClick={onDismiss}>
            {t`Dismiss`}
          </button>
        </div>
      )}
      <UndoBar
        pending={pending}
        onUndo={onUndo}
        undoLabel={t`Undo`}
        countdown={(seconds) => t`in ${seconds} s`}
        announcement={({ label, seconds }) =>
          t`${label} Press Enter within ${seconds} s to undo: the focus is on its Undo button.`
        }
      />
    </div>
  );
}
