import { searchText as listSearchText } from '@lib/table-search';

/** The longest search the console's lists take. */
export const SEARCH_MAX = 100;

/** A search string as the contract takes it: trimmed, 1 to 100 characters. */
export const searchText = listSearchText(SEARCH_MAX);
