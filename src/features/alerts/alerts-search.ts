import { integer, literal } from '@lib/search-schema';

/** The alerts page's URL keys: the notifications' page and whether only the unread ones are listed. */
export const alertsSearchEntries = {
  page: integer(1, 10_000),
  unread: literal(['only'] as const),
};
