import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import { endsToday, type Period } from '@lib/filters/period';
import { pageOfPath, sectionOfPath } from '@lib/sections';
import { Button } from '@ui/button';
import { usePrint } from './print';

interface PageHeaderProps {
  /** The heading; by default the page's title from the section registry. */
  title?: ReactNode;
  /** The period the page shows, written under the heading. */
  period?: Period;
  /** Controls at the end of the header. */
  children?: ReactNode;
}

/**
 * The top of a screen: its heading, the period it covers (marked when it runs to today, whose
 * figures are still coming in) and its own controls.
 */
export function PageHeader({ title, period, children }: PageHeaderProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = pageOfPath(pathname);
  const heading = title ?? (entry ? i18n._(entry.title) : undefined);
  // The analytics pages (those of a section with filters that use them) print as reports.
  const printable = Boolean(entry && entry.filters !== false && sectionOfPath(pathname)?.filters);
  return (
    <header className="page-header">
      <div className="page-header-heading">
        <h1>{heading}</h1>
        {period && (
          <p className="page-period">
            <span>
              {fmt.date(period.start_date)} – {fmt.date(period.end_date)}
            </span>
            {endsToday(period) && (
              <span className="live-badge">
                <span className="live-dot" aria-hidden="true" />
                {t`Today's figures are still coming in`}
              </span>
            )}
          </p>
        )}
      </div>
      {(children || printable) && (
        <div className="page-header-actions">
          {children}
          {printable && <PrintButton />}
        </div>
      )}
    </header>
  );
}

/** Prints the page as a report: the browser's print dialog, once every block has its answer (Ctrl+P does the same). */
export function PrintButton() {
  const { t } = useLingui();
  const print = usePrint();
  const [waiting, setWaiting] = useState(false);
  const start = () => {
    setWaiting(true);
    void print().finally(() => setWaiting(false));
  };
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  // Ctrl+P (⌘P) prints the same way, with the printed header and the charts drawn for paper.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Button variant="secondary" className="print-button" pending={waiting} onClick={start}>
      {t`Print`}
    </Button>
  );
}
