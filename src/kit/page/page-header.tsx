import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import { endsToday, type Period } from '@lib/filters/period';
import { pageOfPath } from '@lib/sections';

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
      {children && <div className="page-header-actions">{children}</div>}
    </header>
  );
}
