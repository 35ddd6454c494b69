/**
 * Heights blocks reserve before their data arrives, so a screen does not move as answers land.
 * They follow the stylesheet's table rows and list items (src/ui/styles.css).
 */
export const TABLE_ROW = 41;
export const LIST_ROW = 41;

/** A table's height: the header row, `rows` rows and an optional footer row. */
export function tableHeight(rows: number, { footer = false } = {}): number {
  return (Math.max(1, rows) + 1 + (footer ? 1 : 0)) * TABLE_ROW;
}

/** A list's height for `rows` items. */
export function listHeight(rows: number): number {
  return Math.max(1, rows) * LIST_ROW;
}
