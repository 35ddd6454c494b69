import { useLingui } from '@lingui/react/macro';
import { useFormatters, type Formatters } from '@i18n/format';
import { findSpikes } from '@lib/compare/spikes';

/** A day of a series that stands out from its usual level (docs/spikes.md). */
export interface LineSpike {
  /** `yyyy-MM-dd`. */
  date: string;
  /** The day's value over the series' usual (median) level; undefined when that level is 0. */
  ratio: number | undefined;
}

/**
 * The days of a daily series that `findSpikes` marks, by date. The points from the first one
 * marked `partial` on (a day still coming in) are never marked and do not set the usual level.
 */
export function spikeDays(points: readonly { date: string; value: number; partial?: boolean }[]): LineSpike[] {
  const complete = points.findIndex((point) => point.partial);
  return findSpikes(
    points.map((point) => point.value),
    { complete: complete < 0 ? points.length : complete },
  ).map((spike) => ({
    date: (points[spike.index] as { date: string }).date.slice(0, 10),
    ratio: spike.ratio,
  }));
}

/**
 * At most this many spike marks are drawn on a chart (the strongest ones); the tooltip and the table still tell every
 * spike.
 */
export const MAX_SPIKE_MARKS = 60;

/** The strongest spikes first: a ratio the usual level cannot give (a usual of 0) counts as the strongest. */
export function strongestSpikes<S extends { ratio: number | undefined }>(
  spikes: readonly S[],
  limit = MAX_SPIKE_MARKS,
): S[] {
  if (spikes.length <= limit) return [...spikes];
  return [...spikes].sort((a, b) => (b.ratio ?? Infinity) - (a.ratio ?? Infinity)).slice(0, limit);
}

/** A ratio rounded to one decimal, in the language's digits: 3.4, ٣٫٤. */
export function ratioText(format: Formatters, ratio: number): string {
  return format.number(Math.round(ratio * 10) / 10);
}

/**
 * The words of a spike: "3.4 × the usual" (or "well above the usual" when the usual level is 0)
 * for the eye, "stands out: 3.4 times the usual" for the ear.
 */
export function useSpikeWords() {
  const { t } = useLingui();
  const format = useFormatters();
  return {
    shown(ratio: number | undefined): string {
      if (ratio === undefined) return t`well above the usual`;
      const times = ratioText(format, ratio);
      return t`${times} × the usual`;
    },
    spoken(ratio: number | undefined): string {
      if (ratio === undefined) return t`stands out: well above the usual`;
      const times = ratioText(format, ratio);
      return t`stands out: ${times} times the usual`;
    },
  };
}

/**
 * The points of the spike mark, an upward triangle standing on the point (x, y): a shape, so it does not rest on colour
 * alone.
 */
export function spikeTriangle(x: number, y: number, size = 6): string {
  const base = y - 5;
  return `${x - size},${base} ${x + size},${base} ${x},${base - 1.7 * size}`;
}

/**
 * The mark of a legend entry or tooltip row, drawn as the chart draws it: a solid or dashed line, the short dashes of
 * the way to a day still coming in, or the spike's triangle.
 */
export type LineMark = 'line' | 'dashed' | 'partial' | 'spike';

/** The dash of a compared period's line. */
export const COMPARED_DASH = '5 4';

/** The dash of the way to a day whose figures are still coming in (and of such a day's column): short, unlike the compared period's. */
export const PARTIAL_DASH = '2 3';

/** The words of a day still coming in: beside its figures, and as the key to its dashes. */
export function usePartialWords() {
  const { t } = useLingui();
  return {
    /** Beside the day's figures (tooltip, table, what is read out). */
    note: t`figures still coming in`,
    /** The legend's key to the dashes. */
    key: t`Today, figures still coming in`,
  };
}

/**
 * A legend's or tooltip's small drawing of a line style or the spike mark (decorative: the text beside it says what it
 * is).
 */
export function LineMarkIcon({ mark, color }: { mark: LineMark; color: string }) {
  return (
    <svg className="chart-line-mark" width={24} height={12} viewBox="0 0 24 12" aria-hidden="true" focusable="false">
      {mark === 'spike' ? (
        <polygon points={spikeTriangle(12, 16, 5)} fill={color} />
      ) : (
        <line
          x1={1}
          x2={23}
          y1={6}
          y2={6}
          stroke={color}
          strokeWidth={mark === 'dashed' ? 1.75 : 2.5}
          strokeDasharray={mark === 'dashed' ? COMPARED_DASH : mark === 'partial' ? PARTIAL_DASH : undefined}
          strokeLinecap="butt"
        />
      )}
    </svg>
  );
}
