import type { ReactNode } from 'react';

interface TitledBlockProps {
  /** The id of the heading, which names the block. */
  headingId: string;
  title: ReactNode;
  /** Controls at the end of the heading's row (a download, a filter). */
  actions?: ReactNode;
  /** Classes beside `block`, e.g. `block-wide`. */
  className?: string;
  children: ReactNode;
}

/**
 * A block of a screen whose content keeps its own states (a data table, a form, an upload list),
 * named by its heading; a block fed by one query is `QueryBlock` (src/ui/query-block.tsx).
 */
export function TitledBlock({ headingId, title, actions, className, children }: TitledBlockProps) {
  return (
    <section className={`block${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <header className="block-header">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
