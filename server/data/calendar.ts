// Days as whole numbers (days since 1970-01-01), the one clock of the dataset: the monitoring
// works on Moscow time (UTC+3 all year), as the broadcast timeline's contract says.

export const ZONE_OFFSET_MINUTES = 180;
const ZONE = '+03:00';
const MS_PER_DAY = 86_400_000;

/** `yyyy-MM-dd` → day number. */
export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

/** Day number → `yyyy-MM-dd`. */
export function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/** Monday of the week holding `day`. */
export const mondayOf = (day: number) => day - weekday(day);

/** The day and the minute of that day, on the monitoring's clock, of a moment. */
export function clockOf(moment: Date): { day: number; minute: number } {
  const local = moment.getTime() + ZONE_OFFSET_MINUTES * 60_000;
  const day = Math.floor(local / MS_PER_DAY);
  return { day, minute: Math.floor((local - day * MS_PER_DAY) / 60_000) };
}

/** RFC 3339 time of a minute of a day, with the monitoring's offset. */
export function timeOf(day: number, minute: number, second = 0): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  const ss = String(second).padStart(2, '0');
  return `${dateOf(day)}T${hh}:${mm}:${ss}${ZONE}`;
}

/** Each day of [start, end]. */
export function daysOf(start: number, end: number): number[] {
  const days: number[] = [];
  for (let day = start; day <= end; day++) days.push(day);
  return days;
}
