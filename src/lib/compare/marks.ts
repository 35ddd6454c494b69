/**
 * The marks that carry meaning beside figures and in table headings, in one place so that a test
 * can render each in the browser and check it has a glyph. Every one is a character that the
 * common fonts have (DejaVu and Liberation on Linux, Arial and Segoe UI on Windows, the Apple
 * system fonts): a mark drawn as an empty box would tell nothing. Full-width and emoji-like
 * symbols (＝, ★) are not among them for that reason.
 */
export const MARKS = {
  up: '▲',
  down: '▼',
  same: '=',
  new: '●',
  rankUp: '↑',
  rankDown: '↓',
  sortAscending: '▲',
  sortDescending: '▼',
  unsorted: '↕',
} as const;
