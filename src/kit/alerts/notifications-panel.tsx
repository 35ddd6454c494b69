import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useNotificationsList } from '@generated/api/alerts/alerts';
import { Button } from '@ui/button';
import { BlockFailure, BlockLoading } from '@ui/query-block';
import { NotificationItem, useMarkRead } from './notification-item';

/** How many of the latest notifications the panel shows. */
export const PANEL_SIZE = 10;

/**
 * The bell's panel: the latest notifications, unread ones marked, "mark all read", and a link to
 * the alerts page. Escape or a click outside closes it; the focus moves into it as it opens.
 */
export function NotificationsPanel({
  anchor,
  onClose,
}: {
  anchor: RefObject<HTMLElement | null>;
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const list = useNotificationsList({ page: 1, limit: PANEL_SIZE });
  const read = useMarkRead();

  useEffect(() => panel.current?.querySelector<HTMLElement>('h2')?.focus(), []);
  // `onClose` is stable (the bell's callback): the listeners are set once.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      onClose(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [anchor, onClose]);

  const unread = list.data?.unread ?? 0;
  return (
    <div ref={panel} className="notifications-panel" role="dialog" aria-labelledby={`${id}-title`}>
      <div className="notifications-head">
        <h2 id={`${id}-title`} tabIndex={-1}>
          {t`Notifications`}
        </h2>
        <Button
          variant="ghost"
          disabled={unread === 0}
          pending={read.pending}
          onClick={() => void read.mark({ all: true }).catch(() => undefined)}
        >
          {t`Mark all read`}
        </Button>
      </div>
      {list.isPending ? (
        <BlockLoading />
      ) : list.isError ? (
        <BlockFailure error={list.error} retrying={list.isFetching} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="muted">{t`No notifications yet. Your alerts will show what they see here.`}</p>
      ) : (
        <ul className="notification-list" aria-label={t`Latest notifications`}>
          {list.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              markRead={(ids) => read.mark({ ids })}
              onOpen={() => onClose(false)}
            />
          ))}
        </ul>
      )}
      <div className="notifications-foot">
        <Link to="/cabinet/alerts" onClick={() => onClose(false)}>
          {t`All notifications and alert settings`}
        </Link>
      </div>
    </div>
  );
}
