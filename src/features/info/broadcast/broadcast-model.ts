import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE, toSortedSpans, type TimeSpan } from '@lib/time-of-day';

/** The windows of the day the timeline can show at once, widest first, in hours. */
export const ZOOM_HOURS = [24, 12, 6, 3, 1] as const;
export type ZoomHours = (typeof ZOOM_HOURS)[number];

export function zoomIn(hours: ZoomHours): ZoomHours {
  const index = ZOOM_HOURS.indexOf(hours);
  return ZOOM_HOURS[Math.min(ZOOM_HOURS.length - 1, index + 1)] ?? hours;
}

export function zoomOut(hours: ZoomHours): ZoomHours {
  const index = ZOOM_HOURS.indexOf(hours);
  return ZOOM_HOURS[Math.max(0, index - 1)] ?? hours;
}

export function isZoomHours(value: unknown): value is ZoomHours {
  return (ZOOM_HOURS as readonly unknown[]).includes(value);
}

/** Seconds between ruler ticks for a window: about six to twelve ticks on screen. */
export function tickStep(hours: ZoomHours): number {
  switch (hours) {
    case 24:
      return 2 * SECONDS_PER_HOUR;
    case 12:
      return SECONDS_PER_HOUR;
    case 6:
      return 30 * SECONDS_PER_MINUTE;
    case 3:
      return 15 * SECONDS_PER_MINUTE;
    case 1:
      return 10 * SECONDS_PER_MINUTE;
  }
}

/** Tick times of the whole day for a window. */
export function ticks(hours: ZoomHours): number[] {
  const step = tickStep(hours);
  const times: number[] = [];
  for (let time = 0; time < SECONDS_PER_DAY; time += step) times.push(time);
  return times;
}

/** The request takes at most this many channels. */
export const MAX_TIMELINE_CHANNELS = 20;
const BROADCAST_TYPES = ['TV', 'RADIO'];

/**
 * The channels the timeline shows: those chosen in the filters, or else the TV and radio channels
 * of the channel list (within the chosen channel types, if any), in the list's order.
 */
export function timelineChannels(
  chosen: readonly number[],
  chosenTypes: readonly string[],
  list: readonly { id: number; type: string }[] | undefined,
): number[] | undefined {
  if (chosen.length > 0) return chosen.slice(0, MAX_TIMELINE_CHANNELS);
  if (!list) return undefined;
  const types = chosenTypes.length > 0 ? BROADCAST_TYPES.filter((type) => chosenTypes.includes(type)) : BROADCAST_TYPES;
  return list
    .filter((channel) => types.includes(channel.type))
    .map((channel) => channel.id)
    .slice(0, MAX_TIMELINE_CHANNELS);
}

export interface TimelineInterval {
  start: string;
  end: string;
  program_id: number;
  title: string;
  kind: string;
  span: TimeSpan;
}

export interface TimelineRow<C> {
  channel: C;
  intervals: TimelineInterval[];
}

/** The answer's rows with each channel's intervals in seconds, sorted by start; malformed ones left out. */
export function toTimelineRows<
  C,
  I extends { start: string; end: string; program_id: number; title: string; kind: string },
>(items: readonly { channel: C; intervals: readonly I[] }[]): TimelineRow<C>[] {
  return items.map((item) => ({ channel: item.channel, intervals: toSortedSpans(item.intervals) }));
}

/** Index of the interval that covers `time`, or else the nearest one that starts after it (the last one at the end). */
export function intervalAt(intervals: readonly { span: TimeSpan }[], time: number): number {
  if (intervals.length === 0) return -1;
  const covering = intervals.findIndex((interval) => interval.span.start <= time && time < interval.span.end);
  if (covering >= 0) return covering;
  const next = intervals.findIndex((interval) => interval.span.start >= time);
  return next >= 0 ? next : intervals.length - 1;
}

/**
 * Where the scroll box's inline-start edge sits along the track, in seconds of the day; `offset`
 * is the distance scrolled from the inline start (positive in both directions).
 */
export function timeAtOffset(offset: number, scrollSize: number): number {
  if (scrollSize <= 0) return 0;
  return Math.min(SECONDS_PER_DAY, Math.max(0, (offset / scrollSize) * SECONDS_PER_DAY));
}

/** The scroll offset (from the inline start) that puts `time` at the middle of a box `viewSize` wide. */
export function offsetCentering(time: number, scrollSize: number, viewSize: number): number {
  const offset = (time / SECONDS_PER_DAY) * scrollSize - viewSize / 2;
  return Math.max(0, Math.min(Math.max(0, scrollSize - viewSize), offset));
}
