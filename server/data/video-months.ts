// Month vectors of the video facts: for each month, channel and item (0 for all the channel's
// items), the day-by-day appearances (or airings) and seconds packed as 31 little-endian 32-bit
// integers each. A split by channel holds one point per channel and day: over a year that is
// some ninety thousand sums, which these rows give in a few thousand reads instead of a scan of
// the facts.
import type { Database } from 'better-sqlite3';
import { endianness } from 'node:os';
import { dateOf, dayOf } from './calendar.js';

export const MONTH_DAYS = 31;
const LITTLE_ENDIAN = endianness() === 'LE';

/** The first day of the month holding `day`. */
export const monthOf = (day: number) => dayOf(`${dateOf(day).slice(0, 8)}01`);
const nextMonth = (month: number) => monthOf(month + MONTH_DAYS);

/** Keyed by item first: a split reads one item's (or all items', item 0) months in one range. */
export const monthSchema = (name: string) =>
  `CREATE TABLE video_${name}_month (month INTEGER NOT NULL, channel_id INTEGER NOT NULL, item_id INTEGER NOT NULL, n BLOB NOT NULL, seconds BLOB NOT NULL, PRIMARY KEY (item_id, month, channel_id)) WITHOUT ROWID;`;

/** Rebuilds the vectors of every month touched by [from, to] from the facts. */
export function rollUpMonths(db: Database, name: string, from: number, to: number): void {
  const remove = db.prepare(`DELETE FROM video_${name}_month WHERE month = ?`);
  const read = db
    .prepare(`SELECT channel_id, item_id, day, n, seconds FROM video_${name}_fact WHERE day BETWEEN ? AND ?`)
    .raw();
  const insert = db.prepare(
    `INSERT INTO video_${name}_month (month, channel_id, item_id, n, seconds) VALUES (?, ?, ?, ?, ?)`,
  );
  for (let month = monthOf(from); month <= to; month = nextMonth(month)) {
    remove.run(month);
    const vectors = new Map<number, Int32Array>();
    const add = (key: number, index: number, n: number, seconds: number) => {
      let vector = vectors.get(key);
      if (!vector) vectors.set(key, (vector = new Int32Array(MONTH_DAYS * 2)));
      vector[index]! += n;
      vector[MONTH_DAYS + index]! += seconds;
    };
    for (const [channel, item, day, n, seconds] of read.all(month, nextMonth(month) - 1) as number[][]) {
      add(channel! * 100_000 + item!, day! - month, n!, seconds!);
      add(channel! * 100_000, day! - month, n!, seconds!);
    }
    for (const [key, vector] of vectors)
      insert.run(
        month,
        Math.floor(key / 100_000),
        key % 100_000,
        packed(vector.subarray(0, MONTH_DAYS)),
        packed(vector.subarray(MONTH_DAYS)),
      );
  }
}

/** Integers as little-endian bytes (the typed array's own bytes on a little-endian machine). */
function packed(values: Int32Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeInt32LE(value, index * 4));
  return bytes;
}
/** Calls `add` for each day of [start, end] a vector row holds something on. */
export function unpackMonth(
  month: number,
  n: Buffer,
  seconds: Buffer,
  start: number,
  end: number,
  add: (day: number, n: number, seconds: number) => void,
): void {
  const first = Math.max(0, start - month);
  const last = Math.min(MONTH_DAYS - 1, end - month);
  for (let index = first; index <= last; index++) {
    const count = n.readInt32LE(index * 4);
    const time = seconds.readInt32LE(index * 4);
    if (count !== 0 || time !== 0) add(month + index, count, time);
  }
}
