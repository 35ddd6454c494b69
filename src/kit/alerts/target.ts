import type { AlertScope, NotificationTarget } from '@generated/model';
import type { FilterSearch } from '@lib/filters/fields';

/** The main page of a notification's section, with the search that shows what it saw. */
export interface TargetLink {
  to: '/cabinet/info/main' | '/cabinet/music/main' | '/cabinet/video/main';
  search: FilterSearch & { mark: string };
}

const PAGES: Record<NotificationTarget['section'], TargetLink['to']> = {
  info: '/cabinet/info/main',
  music: '/cabinet/music/main',
  video: '/cabinet/video/main',
};

/** The statistics filters of a rule's scope, as the info section's URL holds them (NotificationTarget). */
export function scopeFilters(scope: AlertScope | undefined): FilterSearch {
  if (!scope) return {};
  const search: FilterSearch = {};
  const channels = scope.channel_id !== undefined ? [scope.channel_id] : scope.channels;
  if (channels?.length) search.channels = [...channels];
  if (scope.channel_types?.length) search.channel_types = [...scope.channel_types];
  if (scope.content_type?.length) search.content_type = [...scope.content_type];
  const markers = [...(scope.markers ?? []), ...(scope.marker_id !== undefined ? [scope.marker_id] : [])];
  if (markers.length > 0) search.markers = [...new Set(markers)];
  if (scope.theme_id !== undefined) search.theme = scope.theme_id;
  if (scope.person_id !== undefined) search.person = scope.person_id;
  return search;
}

/**
 * Where a notification leads (NotificationTarget): its section's main page with the period, the
 * scope's filters (info) and the day to mark. A story narrowing has no key of its own.
 */
export function targetLink(target: NotificationTarget): TargetLink {
  const period = { start_date: target.period.start_date, end_date: target.period.end_date };
  const filters = target.section === 'info' ? scopeFilters(target.scope) : {};
  return { to: PAGES[target.section], search: { period, ...filters, mark: target.mark } };
}

/**
 * A rule's scope from the info section's filters (a saved view, the page's filter bar): the
 * filters as they are, narrowed to the focused theme or else person; the period is not part of it.
 */
export function scopeOfFilters(search: FilterSearch, viewName?: string): AlertScope {
  const scope: AlertScope = {};
  if (viewName) scope.view_name = viewName.slice(0, 60);
  if (search.channels?.length) scope.channels = search.channels.slice(0, 20);
  if (search.channel_types?.length) scope.channel_types = [...search.channel_types];
  const content = search.content_type?.filter((type) => type !== 'all');
  if (content?.length) scope.content_type = content;
  if (search.markers?.length) scope.markers = search.markers.slice(0, 20);
  if (search.theme !== undefined) scope.theme_id = search.theme;
  else if (search.person !== undefined) scope.person_id = search.person;
  return scope;
}
