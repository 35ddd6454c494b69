import type { ReactNode } from 'react';

/**
 * A page with an aside column: the named `aside` slot holds a section's secondary navigation or
 * filters; it comes first in reading order and stacks above the content on narrow screens.
 */
export function AsideMenu({ aside, label, children }: { aside?: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={`aside-menu${aside ? ' has-aside' : ''}`}>
      {aside && (
        <aside className="aside-menu-slot" aria-label={label}>
          {aside}
        </aside>
      )}
      <div className="aside-menu-content">{children}</div>
    </div>
  );
}
