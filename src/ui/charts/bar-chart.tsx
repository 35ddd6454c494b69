import { useLingui } from '@lingui/react/macro';
import { linearScale } from './scales';
import { useFormatters } from '@i18n/format';
import { ChartPlot, useChartPlot } from './chart-plot';
import { CHART_FONT, clamp, textWidth } from './chart-utils';
import { CHART_INK, SERIES_COLORS } from './palette';
import { BAR_PAD_BLOCK, BAR_ROW } from './sizes';

export interface BarItem {
  key: string;
  label: string;
  value: number;
  color?: string;
  /** What is said after the value: its change against a compared period, say. */
  note?: BarNote;
}

/**
 * A short text after a bar's value (a change and a rank movement), in three lengths for the room
 * there is, and in words for the ear. The marks in it carry the direction, so it does not rest on
 * its colour.
 */
export interface BarNote {
  /** "▲ +23 (+23 %) ↑3". */
  text: string;
  /** For a narrow chart: "▲ +23 % ↑3". */
  short: string;
  /** When even that does not fit: "▲ ↑3". */
  mark: string;
  /** Added to the bar's description: "up 23, 23 percent, up 3 places". */
  spoken: string;
  tone: 'up' | 'down' | 'same' | 'new';
}

/**
 * The room kept after every value for its note, from the first draw: the widest note expected,
 * full and short. The chart lays its bars out with that room whether the notes are there yet or
 * not, so nothing moves when they arrive.
 */
export interface BarNoteRoom {
  text: string;
  short: string;
}

export interface BarChartProps {
  width: number;
  /** The chart's height; bars share it, between 22 and 36 px each, so long lists grow it. */
  height: number;
  items: readonly BarItem[];
  /** Beyond this many items the rest is summed into one "Other" bar. */
  maxBars?: number;
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
  /** Called with the bar a person clicks or chooses with Enter (a drill-down); not for "Other". */
  onSelect?: (item: BarItem) => void;
  /** The values' text: numbers by default (a share of voice gives percentages). */
  formatValue?: (value: number) => string;
  /** Room after the values for the bars' notes (see BarNoteRoom); none by default. */
  noteRoom?: BarNoteRoom;
}

/** Below this width a chart shows the notes' short text (a phone held upright is some 330 px wide inside its block). */
export const NARROW_CHART = 480;

/** The notes' colours by tone: the stylesheet's --success and --danger, muted for "same" and "new". */
/**
 * A note's colour by its direction (the stylesheet's success and danger inks, written out so the
 * PNG export keeps them). Read when drawn, not when the module loads: the palette may sit in a
 * chunk that is still loading then.
 */
const noteInk = (tone: BarNote['tone']): string =>
  tone === 'up' ? '#1e6b34' : tone === 'down' ? '#b3261e' : CHART_INK.muted;

/** The longest of a note's texts that fits in `room` pixels (the mark alone when none does). */
export function fitNote(note: BarNote, room: number, narrow: boolean): string {
  const candidates = narrow ? [note.short, note.mark] : [note.text, note.short, note.mark];
  return candidates.find((text) => textWidth(text) <= room) ?? note.mark;
}

/** The key of the bar that sums the items beyond `maxBars`. */
export const OTHER_BAR_KEY = '__other__';

const ROW = BAR_ROW;
const PAD_BLOCK = BAR_PAD_BLOCK;
const GAP = 8;

/**
 * The bars to draw: the items from the largest value down, and beyond `maxBars` of them one bar
 * labelled `otherLabel` holding the sum of the rest.
 */
export function aggregateBars(items: readonly BarItem[], maxBars: number, otherLabel: string): BarItem[] {
  const sorted = [...items].sort((a, b) => b.value - a.value);
  const limit = Math.max(1, Math.floor(maxBars));
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit);
  return [
    ...sorted.slice(0, limit),
    {
      key: OTHER_BAR_KEY,
      label: otherLabel,
      value: rest.reduce((sum, item) => sum + item.value, 0),
      color: CHART_INK.other,
    },
  ];
}

/** The label shortened with an ellipsis until it fits the label column. */
function fit(text: string, width: number): string {
  if (textWidth(text, CHART_FONT.fontSize) <= width) return text;
  let end = text.length - 1;
  while (end > 1 && textWidth(`${text.slice(0, end)}…`, CHART_FONT.fontSize) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Horizontal bars for top lists: labels at the start side, each value after its bar's end, both
 * localized; right to left the bars grow from the right. The arrow keys read the bars one by one;
 * with `onSelect`, a click or Enter narrows the filters to the bar. With `noteRoom`, each value
 * is followed by its bar's note (its change), shortened on a narrow chart, and the keys read the
 * note in words with the value.
 */
export function BarChart({
  width,
  height,
  items,
  maxBars = 20,
  label,
  onSelect,
  formatValue,
  noteRoom,
}: BarChartProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const valueText = formatValue ?? format.number;
  const bars = aggregateBars(items, maxBars, t`Other`);
  const choosable = (index: number) =>
    onSelect && bars[index] && bars[index].key !== OTHER_BAR_KEY ? bars[index] : undefined;
  const plot = useChartPlot(bars.length, {
    label,
    vertical: true,
    onChoose: onSelect
      ? (index) => {
          const bar = choosable(index);
          if (bar) onSelect(bar);
        }
      : undefined,
  });
  const { cursor, rtl } = plot;

  if (width <= 0 || height <= 0) return null;
  const row = bars.length === 0 ? ROW.max : clamp((height - 2 * PAD_BLOCK) / bars.length, ROW.min, ROW.max);
  const svgHeight = bars.length === 0 ? height : Math.round(bars.length * row + 2 * PAD_BLOCK);
  const labelWidth = Math.min(Math.max(0, ...bars.map((bar) => textWidth(bar.label))) + GAP, Math.round(width * 0.35));
  const narrow = width < NARROW_CHART;
  // The notes' room is the widest expected note, but never more than a third of the chart.
  const noteWidth = noteRoom
    ? Math.min(textWidth(narrow ? noteRoom.short : noteRoom.text), Math.round(width / 3)) + GAP
    : 0;
  const valueWidth = Math.max(0, ...bars.map((bar) => textWidth(valueText(bar.value)))) + GAP + noteWidth;
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const start = rtl ? width - labelWidth : labelWidth;
  const end = rtl ? valueWidth : width - valueWidth;
  const x = linearScale({ domain: [min, max > min ? max : min + 1], range: [start, end] });
  const zero = x(0);
  const sign = rtl ? -1 : 1;
  const rowAt = (point: { y: number }) => {
    const index = Math.floor((point.y - PAD_BLOCK) / row);
    return index >= 0 && index < bars.length ? index : null;
  };
  const describe = (index: number) => {
    const bar = bars[index] as BarItem;
    return `${bar.label}: ${valueText(bar.value)}${bar.note ? `, ${bar.note.spoken}` : ''}`;
  };

  return (
    <ChartPlot
      plot={plot}
      width={width}
      height={svgHeight}
      hint={
        onSelect
          ? t`Use the up and down arrow keys to read the bars; Enter narrows the filters to the highlighted one.`
          : t`Use the up and down arrow keys to read the bars.`
      }
      describe={describe}
      positionAt={rowAt}
    >
      {bars.length === 0 && (
        <text x={width / 2} y={svgHeight / 2} textAnchor="middle" fill={CHART_INK.muted}>
          {t`No data for this period`}
        </text>
      )}
      {cursor.index !== null && (
        <rect x={0} y={PAD_BLOCK + cursor.index * row} width={width} height={row} fill={CHART_INK.grid} opacity={0.6} />
      )}
      {bars.map((bar, index) => {
        const top = PAD_BLOCK + index * row;
        const middle = top + row / 2;
        const tip = x(bar.value);
        const outward = (bar.value >= 0 ? 1 : -1) * sign;
        return (
          <g key={bar.key}>
            <text x={start - sign * GAP} y={middle} dy="0.35em" textAnchor="end" fill={CHART_INK.text}>
              <title>{bar.label}</title>
              {fit(bar.label, labelWidth - GAP)}
            </text>
            <rect
              x={Math.min(zero, tip)}
              y={top + row * 0.15}
              width={Math.max(Math.abs(tip - zero), bar.value === 0 ? 0 : 1)}
              height={row * 0.7}
              rx={2}
              fill={bar.color ?? SERIES_COLORS[0]}
            />
            <text
              x={tip + outward * 6}
              y={middle}
              dy="0.35em"
              textAnchor={outward === sign ? 'start' : 'end'}
              fill={CHART_INK.muted}
            >
              {valueText(bar.value)}
            </text>
            {bar.note && noteRoom && (
              <text
                className="bar-note"
                x={tip + outward * (6 + textWidth(valueText(bar.value)) + GAP)}
                y={middle}
                dy="0.35em"
                textAnchor={outward === sign ? 'start' : 'end'}
                fill={noteInk(bar.note.tone)}
              >
                {fitNote(bar.note, noteWidth - GAP, narrow)}
              </text>
            )}
          </g>
        );
      })}
    </ChartPlot>
  );
}
