import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

/** What a native <dialog> takes from useModalDialog: spread them on it. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose?: () => void;
}

interface ModalDialogOptions {
  /** A close the dialog makes without its owner (a form of method "dialog") is reported too. */
  dismissOnClose?: boolean;
}

/**
 * A native <dialog> that follows `open`: shown as a modal while it is true (focus moves in and
 * back, the page behind is inert), closed when it turns false. The focus goes to the control marked
 * `data-initial-focus` as it opens (the dialog pattern's first focus: `autoFocus` would run as
 * the control mounts, before the dialog is shown). Escape does not close it on its
 * own: it reports `onDismiss`, and the owner closes it by turning `open` off.
 */
export function useModalDialog(
  open: boolean,
  onDismiss: () => void,
  { dismissOnClose = false }: ModalDialogOptions = {},
): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      // The control the dialog names for the first focus (the safe answer, the first field) takes
      // it once the dialog is shown; without one the browser focuses the first control in it.
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      onDismiss();
    },
    onClose: dismissOnClose ? onDismiss : undefined,
  };
}
