import { useNotificationsUnread } from '@generated/api/alerts/alerts';
import { isHttpError } from '@api/errors';

/** How often the bell asks for the unread count, while the tab is shown (decision 027). */
export const UNREAD_POLL_MS = 60_000;

const isNotOffered = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * The unread count, asked about once a minute while the tab is visible (TanStack Query stops the
 * interval while the document is hidden and asks again as it shows). The browser checks its copy
 * with the answer's `ETag` (If-None-Match, a 304 while nothing changed: the seam's `revalidate`).
 * A 404 says the backend offers no alerts: asked no more.
 */
export function useUnread() {
  return useNotificationsUnread({
    query: {
      refetchInterval: (query) => (isNotOffered(query.state.error) ? false : UNREAD_POLL_MS),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: UNREAD_POLL_MS / 2,
      retry: false,
    },
    request: { section: 'cabinet', revalidate: true },
  });
}

/** Whether the backend offers alerts: unknown until the unread count answers, no on its 404. */
export type AlertsOffered = 'unknown' | 'yes' | 'no';

export function useAlertsOffered(): AlertsOffered {
  const { data, error } = useUnread();
  if (isNotOffered(error)) return 'no';
  return data || error ? 'yes' : 'unknown';
}
