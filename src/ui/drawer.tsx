import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the drawer. */
  label: string;
  /** Width for side drawers (height for top and bottom ones); 30 percent unless given or styled. */
  size?: string;
  /** The edge it slides in from, in reading direction: `end` is the right in ltr, the left in rtl. */
  direction?: 'end' | 'start' | 'top' | 'bottom';
  className?: string;
  children: ReactNode;
}

/**
 * A modal drawer on the native <dialog>: focus moves into it and back, Escape and the backdrop
 * close it, and the page behind is inert.
 */
export function Drawer({ open, onClose, label, size, direction = 'end', className, children }: DrawerProps) {
  const modal = useModalDialog(open, onClose, { dismissOnClose: true });
  return (
    <dialog
      {...modal}
      aria-label={label}
      className={`drawer drawer-${direction}${className ? ` ${className}` : ''}`}
      style={size ? { ['--drawer-size' as string]: size } : undefined}
    >
      {/* The backdrop for the pointer: it covers the page behind the drawer, and a click on it
          closes the drawer. Its keyboard equivalent is Escape (the dialog's cancel), so it is
          kept out of the accessibility tree. */}
      <div className="drawer-scrim" aria-hidden="true" onClick={onClose} />
      {open && <div className="drawer-body">{children}</div>}
    </dialog>
  );
}
