const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Milliseconds of a `yyyy-MM-dd` date (local midnight) or an ISO date-time; NaN when unreadable. */
export function toTime(value: string): number {
  // Fast paths for the two forms the API sends (a chart may read thousands of them per render).
  const date = DATE_ONLY.exec(value);
  if (date) return new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])).getTime();
  if (DATE_TIME.test(value)) return new Date(value).getTime();
  // Anything else is not a date the contract sends: no time (the chart leaves it out).
  return Number.NaN;
}

/** Whether any of the dates carries a time of day (an ISO date-time rather than `yyyy-MM-dd`). */
export function hasTimeOfDay(dates: Iterable<string>): boolean {
  for (const date of dates) if (date.length > 10) return true;
  return false;
}

/** The index of the value in a sorted array nearest to `target` (-1 for an empty array). */
export function nearestIndex(sorted: readonly number[], target: number): number {
  if (sorted.length === 0) return -1;
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  if (low > 0 && Math.abs((sorted[low - 1] as number) - target) <= Math.abs((sorted[low] as number) - target))
    return low - 1;
  return low;
}

/** A rough width in pixels of a label at the charts' 12 px font, for laying out margins. */
let measure: CanvasRenderingContext2D | null | undefined;

/** The canvas's font as last set: setting it again parses it again, which costs more than the measuring. */
let measureSize = 0;
/** Widths already measured, by size and text: the same labels are measured on every render of a chart. */
const widths = new Map<string, number>();

/** The drawn width of a label: measured with a canvas in browsers, estimated elsewhere. */
export function textWidth(text: string, fontSize = 12): number {
  const key = `${fontSize} ${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (measure === undefined) {
    try {
      measure = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      measure = null;
    }
  }
  let width = 0;
  if (measure) {
    if (measureSize !== fontSize) {
      measure.font = `${fontSize}px ${CHART_FONT.fontFamily}`;
      measureSize = fontSize;
    }
    width = Math.ceil(measure.measureText(text).width);
  }
  if (!(width > 0)) width = Math.ceil(text.length * fontSize * 0.62);
  // A bounded memory: labels are names and figures, a few thousand at most on any page.
  if (widths.size >= 5000) widths.clear();
  widths.set(key, width);
  return width;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Shared SVG text settings: the charts' font at 12 px. */
export const CHART_FONT = {
  fontSize: 12,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
} as const;

/** A coordinate as a path writes it: two decimals are finer than a pixel. */
const coordinate = (value: number) => Math.round(value * 100) / 100;

/**
 * The straight lines through the points as an SVG path's data ("M0,10L5,8L10,12"); one point
 * alone is a closed path, so a round line cap draws it as a dot.
 */
export function polyline<P>(points: readonly P[], x: (point: P) => number, y: (point: P) => number): string {
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${coordinate(x(point))},${coordinate(y(point))}`)
    .join('');
  return points.length === 1 ? `${path}Z` : path;
}
