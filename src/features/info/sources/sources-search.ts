/** The sources page's own URL state: whether the channels are grouped by their type. */
export interface SourcesSearch {
  group?: 'type';
}

/**
 * Reads the sources page's keys from a parsed query string. A malformed value is replaced by
 * the default (no grouping), so the page never sees it.
 */
export function parseSourcesSearch(raw: Record<string, unknown>): SourcesSearch {
  return { group: raw.group === 'type' ? 'type' : undefined };
}
