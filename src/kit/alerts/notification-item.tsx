import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getNotificationsListQueryKey, useNotificationsRead } from '@generated/api/alerts/alerts';
import type { Notification, UnreadCount } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { targetLink } from './target';
import { UNREAD_KEY } from './unread';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday": when something happened, from now, in the interface's language. */
export function relativeTime(when: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(when).getTime() - now) / 1000);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return words.format(Math.trunc(seconds / size), unit);
  return words.format(0, 'minute');
}

/** Marks notifications read and gives the bell the count the answer says is left. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const read = useNotificationsRead();
  return {
    pending: read.isPending,
    mark: async (body: { ids: number[] } | { all: true }) => {
      const left: UnreadCount = await read.mutateAsync({ data: body });
      queryClient.setQueryData(UNREAD_KEY, left);
      await queryClient.invalidateQueries({ queryKey: getNotificationsListQueryKey().slice(0, 1) });
      return left;
    },
  };
}

/**
 * One notification: its title, text and when it came, unread ones marked (in bold with a dot, and
 * in words for the ear). Choosing it marks it read and opens the page that shows what it saw.
 */
export function NotificationItem({
  notification,
  onOpen,
  markRead,
}: {
  notification: Notification;
  onOpen?: () => void;
  markRead: (ids: number[]) => unknown;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const navigate = useNavigate();
  const link = targetLink(notification.target);
  return (
    <li className={`notification-item${notification.read ? '' : ' is-unread'}`}>
      <button
        type="button"
        className="notification-open"
        onClick={() => {
          if (!notification.read) void Promise.resolve(markRead([notification.id])).catch(() => undefined);
          onOpen?.();
          void navigate({ to: link.to, search: link.search as never });
        }}
      >
        <span className="notification-title">
          {!notification.read && <span className="visually-hidden">{t`Unread:`} </span>}
          {notification.title}
        </span>
        <span className="notification-text">{notification.text}</span>
        <time
          className="notification-time"
          dateTime={notification.fired_at}
          title={format.dateTime(notification.fired_at)}
        >
          {relativeTime(notification.fired_at, format.locale)}
        </time>
      </button>
    </li>
  );
}
