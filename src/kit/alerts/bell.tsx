import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useFormatters } from '@i18n/format';
import { withCatalog } from '@i18n/i18n';
import { useAlertsOffered, useUnread } from './unread';
import './alerts.css';

// The panel (the latest notifications, its calls and messages) loads as the bell is reached.
const loadPanel = () => withCatalog(import('./notifications-panel'), 'alerts');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/**
 * The header's bell: the unread count (asked about once a minute while the tab is shown) and the
 * notifications panel it opens. A backend without alerts (404) shows no bell; until the count
 * answers, the bell's place is kept so nothing beside it moves.
 */
export function Bell() {
  const { t } = useLingui();
  const format = useFormatters();
  const offered = useAlertsOffered();
  const { data } = useUnread();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  if (offered === 'no') return null;
  if (offered === 'unknown') return <span className="bell-slot" aria-hidden="true" />;
  const count = data?.unread ?? 0;
  const shown = format.number(count);
  const label = count > 0 ? t`Notifications: ${shown} unread` : t`Notifications`;
  return (
    <div className="bell">
      <button
        ref={button}
        type="button"
        className="icon-button bell-button"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {count > 99 ? `${format.number(99)}+` : shown}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
