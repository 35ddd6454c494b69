import type { ReactNode } from 'react';
import { SYMBOLS } from '@lib/compare/marks';

interface SlidePanelProps {
  /** Whether the panel is shown. */
  show: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** A panel that slides in from the end edge (the right in ltr) over the page, with a close button. */
export function SlidePanel({ show, onClose, title, closeLabel, children }: SlidePanelProps) {
  return (
    <aside className={`slide-panel${show ? ' is-shown' : ''}`} aria-label={title} hidden={!show}>
      <header className="slide-panel-header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">{SYMBOLS.close}</span>
        </button>
      </header>
      <div className="slide-panel-body">{children}</div>
    </aside>
  );
}
