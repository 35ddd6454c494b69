/**
 * The symbols the app draws as text, in one place so that a test can render each in the browser
 * and check it has a glyph, and another can check that no other symbol is drawn (in the code or
 * in the message catalogues). Every one is a character that the common fonts have (DejaVu and
 * Liberation on Linux, Arial and Segoe UI on Windows, the Apple system fonts): a mark drawn as an
 * empty box would tell nothing. Full-width and emoji-like symbols (＝, ★) and the dingbats (✓) are
 * not among them for that reason: a chosen option's check is drawn, not written.
 */

/** The marks that carry meaning beside figures and in table headings. */
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

/** Every symbol drawn as text: the marks, and the signs the controls and the messages write. */
export const SYMBOLS = {
  ...MARKS,
  /** The sign of a button that closes or lets go of something (its name says what). */
  close: '×',
  /** The minus of a signed figure or offset (−5, UTC−03:00), not the hyphen. */
  minus: '−',
  /** "3.4 × the usual", in the messages. */
  times: '×',
  /** The number sign of Russian text (№ 5), in the messages. */
  numero: '№',
} as const;
