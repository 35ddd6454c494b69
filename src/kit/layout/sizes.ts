/**
 * Heights blocks reserve before their data arrives, so a screen does not move as answers land.
 * They follow the stylesheet's table rows and list items (src/ui/styles.css): 41 px, and on a
 * phone 45 px, the rows a finger's 44 px targets fit in.
 */
export const TABLE_ROW = 41;
export const LIST_ROW = 41;
export const PHONE_ROW = 45;

/** The stylesheet's phone layout. */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether the page is laid out for a phone now. */
function onPhone(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches
  );
}

/** A table's height: the header row, `rows` rows and an optional footer row. */
export function tableHeight(rows: number, { footer = false } = {}): number {
  return (Math.max(1, rows) + 1 + (footer ? 1 : 0)) * (onPhone() ? PHONE_ROW : TABLE_ROW);
}

/** A list's height for `rows` items. */
export function listHeight(rows: number): number {
  return Math.max(1, rows) * (onPhone() ? PHONE_ROW : LIST_ROW);
}
