import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@generated/model';
import { isHttpError, type HttpError } from '@api/errors';
import { apiRequest } from '@api/request';

/** How often the bell asks for the unread count, while the tab is shown (decision 027). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The generated `notificationsUnread` call and its query key (`getNotificationsUnreadQueryKey()`),
 * written here so that every page, which shows the bell, does not load the generated module of the
 * alerts' other calls (decision 027): those come with the panel, the form and the alerts page.
 */
export const UNREAD_PATH = '/api/v1/notifications/unread';
export const UNREAD_KEY = [UNREAD_PATH] as const;

const isNotOffered = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * The unread count, asked about once a minute while the tab is visible (TanStack Query stops the
 * interval while the document is hidden and asks again as it shows). The browser checks its copy
 * with the answer's `ETag` (If-None-Match, a 304 while nothing changed: the seam's `revalidate`).
 * A 404 says the backend offers no alerts: asked no more.
 */
export function useUnread() {
  return useQuery<UnreadCount, HttpError>({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => apiRequest<UnreadCount>({ url: UNREAD_PATH, method: 'GET', signal }, { revalidate: true }),
    refetchInterval: (query) => (isNotOffered(query.state.error) ? false : UNREAD_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: UNREAD_POLL_MS / 2,
    retry: false,
  });
}

/** Whether the backend offers alerts: unknown until the unread count answers, no on its 404. */
export type AlertsOffered = 'unknown' | 'yes' | 'no';

export function useAlertsOffered(): AlertsOffered {
  const { data, error } = useUnread();
  if (isNotOffered(error)) return 'no';
  return data || error ? 'yes' : 'unknown';
}
