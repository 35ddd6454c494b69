import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The content of a side panel that takes the focus when it opens, closes with Escape and gives the
 * focus back to where it came from (the chart, the row's button) when it closes.
 */
export function PanelFocus({
  onClose,
  label,
  children,
  className,
}: {
  onClose: () => void;
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    body.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [onClose]);
  return (
    <div ref={body} tabIndex={-1} aria-label={label} className={`panel-focus${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
