// The cabinet page a notification leads to, as an email's link: the app's origin and the target's
// path with its query in the cabinet's own style (qs brackets, values percent-encoded, empty parts
// left out), the parameters in the order the contract's NotificationTarget writes them.
import qs from 'qs';
import type { Target } from './store.js';

export function targetPath(target: Target): string {
  const period = { start_date: target.period.start_date, end_date: target.period.end_date };
  let query: Record<string, unknown>;
  if (target.section === 'info') {
    const scope = target.scope ?? {};
    const channels = scope.channel_id !== undefined ? [scope.channel_id] : scope.channels;
    const markers = [...(scope.markers ?? []), ...(scope.marker_id !== undefined ? [scope.marker_id] : [])];
    query = {
      period,
      channels,
      channel_types: scope.channel_types,
      content_type: scope.content_type,
      markers,
      theme: scope.theme_id,
      person: scope.person_id,
      mark: target.mark,
    };
  } else query = { period, mark: target.mark };
  const search = qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
  return `/cabinet/${target.section}/main?${search}`;
}

export const targetLink = (origin: string, target: Target) => `${origin.replace(/\/+$/, '')}${targetPath(target)}`;
