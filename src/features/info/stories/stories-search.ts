export interface StoriesSearch {
  /** The story whose detail is open. */
  story?: number;
}

/**
 * Reads the page's own URL state: the open story's id. A malformed id is dropped, never thrown;
 * the key is always returned, so a malformed raw value never outlives validation.
 */
export function parseStoriesSearch(raw: Record<string, unknown>): StoriesSearch {
  const value = raw.story;
  const id = typeof value === 'number' || (typeof value === 'string' && /^\d{1,15}$/.test(value)) ? Number(value) : NaN;
  return { story: Number.isSafeInteger(id) && id > 0 ? id : undefined };
}
