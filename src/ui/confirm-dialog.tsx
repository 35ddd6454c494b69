import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, naming what it happens to. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before an action that changes data: a modal on the native <dialog> (focus moves in
 * and back, the page behind is inert, Escape answers "no"). The safe answer has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const modal = useModalDialog(open, onCancel);
  const id = useId();
  return (
    <dialog {...modal} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <div id={`${id}-body`} className="confirm-dialog-body">
            {children}
          </div>
          <div className="form-actions">
            <Button variant="secondary" data-initial-focus onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button className="btn-danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
