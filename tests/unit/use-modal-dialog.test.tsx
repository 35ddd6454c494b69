import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from '@ui/use-modal-dialog';

function Dialog({
  open,
  onDismiss,
  dismissOnClose,
}: {
  open: boolean;
  onDismiss: () => void;
  dismissOnClose?: boolean;
}) {
  const modal = useModalDialog(open, onDismiss, { dismissOnClose });
  return (
    <dialog {...modal} aria-label="Question">
      <button type="button">Answer</button>
    </dialog>
  );
}

const dialogIn = (container: HTMLElement) => container.querySelector('dialog') as HTMLDialogElement;

describe('the modal dialog hook', () => {
  it('opens the dialog as a modal when shown and closes it when hidden', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const { container, rerender } = render(<Dialog open={false} onDismiss={() => {}} />);
    const dialog = dialogIn(container);
    expect(dialog.open).toBe(false);
    expect(showModal).not.toHaveBeenCalled();

    rerender(<Dialog open onDismiss={() => {}} />);
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();

    // A render that keeps it open does not show it again.
    rerender(<Dialog open onDismiss={() => {}} />);
    expect(showModal).toHaveBeenCalledTimes(1);

    rerender(<Dialog open={false} onDismiss={() => {}} />);
    expect(dialog.open).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('gives the first focus, once shown, to the control marked data-initial-focus', () => {
    function Question({ open }: { open: boolean }) {
      const modal = useModalDialog(open, () => {});
      return (
        <dialog {...modal} aria-label="Delete?">
          {open && (
            <>
              <button type="button">Delete</button>
              <button type="button" data-initial-focus>
                Keep
              </button>
            </>
          )}
        </dialog>
      );
    }
    const { rerender, getByRole } = render(<Question open={false} />);
    rerender(<Question open />);
    expect(document.activeElement).toBe(getByRole('button', { name: 'Keep' }));
  });

  it('opens at once when it is shown from the first render', () => {
    const { container } = render(<Dialog open onDismiss={() => {}} />);
    expect(dialogIn(container).open).toBe(true);
  });

  it('reports Escape and leaves closing to its owner', () => {
    const onDismiss = vi.fn();
    const { container } = render(<Dialog open onDismiss={onDismiss} />);
    const dialog = dialogIn(container);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // The browser does not close it: it stays open until `open` turns false.
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it('reports a close it did not ask for only when told to', () => {
    const onDismiss = vi.fn();
    const { container, rerender } = render(<Dialog open onDismiss={onDismiss} />);
    fireEvent(dialogIn(container), new Event('close'));
    expect(onDismiss).not.toHaveBeenCalled();

    rerender(<Dialog open onDismiss={onDismiss} dismissOnClose />);
    fireEvent(dialogIn(container), new Event('close'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
