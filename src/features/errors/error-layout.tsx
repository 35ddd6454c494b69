import type { ReactNode } from 'react';

/** The error layout: a centred message on an otherwise empty page. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <main className="error-layout">
      <div className="error-card">{children}</div>
    </main>
  );
}
