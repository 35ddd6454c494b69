import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFormatters } from '@i18n/format';
import { patchSearch } from '@lib/filters/link';
import { Button } from '@ui/button';
import { MarkedDayContext } from '@ui/charts/chart-context';

/**
 * A main page opened on a notification's day (`mark` in the URL): a note above the blocks naming
 * the day, with a way to remove the mark, and the day given to every daily chart below to draw.
 */
export function MarkedDay({ mark, children }: { mark: string | undefined; children: ReactNode }) {
  const { t } = useLingui();
  const format = useFormatters();
  const navigate = useNavigate();
  const day = mark ? format.date(mark) : '';
  return (
    <MarkedDayContext.Provider value={mark}>
      {mark && (
        <p className="marked-day-note" data-mark={mark}>
          <span>{t`Marked on the charts: ${day}, the day of the notification.`}</span>{' '}
          <Button
            variant="ghost"
            onClick={() => void navigate({ to: '.', search: patchSearch({ mark: undefined }) as never, replace: true })}
          >
            {t`Remove the mark`}
          </Button>
        </p>
      )}
      {children}
    </MarkedDayContext.Provider>
  );
}
