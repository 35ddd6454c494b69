import * as v from 'valibot';

/** A search string as the contract takes it: trimmed, 1 to 100 characters. */
export const searchText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));

export const SEARCH_MAX = 100;
