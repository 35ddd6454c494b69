import { useState, type KeyboardEvent } from 'react';
import { clamp } from './chart-utils';

export interface ChartCursor {
  /** How many positions there are to highlight (none: the chart has nothing to read). */
  count: number;
  /** The highlighted position (a date, a column, a bar or a slice), or null when nothing is. */
  index: number | null;
  /** Whether the keyboard moved it last (its value is then announced). */
  fromKeyboard: boolean;
  /** Highlights a position under the pointer. */
  point: (index: number | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onBlur: () => void;
  /** Chooses a position (the chart's drill-down); absent when the chart offers none. */
  choose?: (index: number) => void;
}

interface CursorOptions {
  rtl?: boolean;
  /** Positions laid out down the chart (bars of a top list) move with Up and Down. */
  vertical?: boolean;
  /** Enter or Space on the highlighted position (a drill-down). */
  onChoose?: (index: number) => void;
}

/**
 * Keyboard and pointer highlighting over `count` positions. The arrow keys move to the
 * neighbour on that side of the screen (right to left, where time runs right to left, the right
 * arrow goes back in time; a vertical list moves with Up and Down); Home and End go to the first
 * and last positions, Page Up and Page Down jump a tenth of the way, Escape clears the highlight,
 * and Enter or Space chooses the highlighted position when the chart offers a drill-down.
 */
export function useChartCursor(
  count: number,
  { rtl = false, vertical = false, onChoose }: CursorOptions = {},
): ChartCursor {
  const [state, setState] = useState<{ index: number | null; fromKeyboard: boolean }>({
    index: null,
    fromKeyboard: false,
  });
  const index = state.index === null || count === 0 ? null : clamp(state.index, 0, count - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const page = Math.max(1, Math.round(count / 10));
    const step = (delta: number) => (index === null ? (delta > 0 ? 0 : count - 1) : clamp(index + delta, 0, count - 1));
    const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null;
    switch (event.key) {
      case forward:
        next = step(1);
        break;
      case backward:
        next = step(-1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case 'PageDown':
        next = step(page);
        break;
      case 'PageUp':
        next = step(-page);
        break;
      case 'Escape':
        if (index === null) return;
        next = null;
        break;
      case 'Enter':
      case ' ':
        if (!onChoose || index === null) return;
        event.preventDefault();
        onChoose(index);
        return;
      default:
        return;
    }
    event.preventDefault();
    setState({ index: next, fromKeyboard: next !== null });
  };

  return {
    count,
    index,
    fromKeyboard: state.fromKeyboard && index !== null,
    // A pointer moving within the highlighted position changes nothing, so nothing draws again.
    point: (next) =>
      setState((current) =>
        current.index === next && !current.fromKeyboard ? current : { index: next, fromKeyboard: false },
      ),
    onKeyDown,
    onBlur: () => setState((current) => (current.fromKeyboard ? { index: null, fromKeyboard: false } : current)),
    choose: onChoose,
  };
}

/** The pointer position within an element, in its own pixels. */
export function pointerIn(element: Element, event: { clientX: number; clientY: number }): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}
