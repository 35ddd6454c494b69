import { useState, type KeyboardEvent } from 'react';
import { clamp } from './chart-utils';

export interface ChartCursor {
  /** The highlighted position (a date or a column), or null when nothing is highlighted. */
  index: number | null;
  /** Whether the keyboard moved it last (its value is then announced). */
  fromKeyboard: boolean;
  /** Highlights a position under the pointer. */
  point: (index: number | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onBlur: () => void;
}

/**
 * Keyboard and pointer highlighting over `count` positions laid out along the x axis. The arrow
 * keys move to the neighbour on that side of the screen (so in right-to-left layouts, where time
 * runs right to left, the right arrow goes back in time); Home and End go to the first and last
 * positions, Page Up and Page Down jump a tenth of the way, Escape clears the highlight.
 */
export function useChartCursor(count: number, rtl: boolean): ChartCursor {
  const [state, setState] = useState<{ index: number | null; fromKeyboard: boolean }>({ index: null, fromKeyboard: false });
  const index = state.index === null || count === 0 ? null : clamp(state.index, 0, count - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const page = Math.max(1, Math.round(count / 10));
    const step = (delta: number) => (index === null ? (delta > 0 ? 0 : count - 1) : clamp(index + delta, 0, count - 1));
    let next: number | null;
    switch (event.key) {
      case 'ArrowRight':
        next = step(rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = step(rtl ? 1 : -1);
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
      default:
        return;
    }
    event.preventDefault();
    setState({ index: next, fromKeyboard: next !== null });
  };

  return {
    index,
    fromKeyboard: state.fromKeyboard && index !== null,
    point: (next) => setState({ index: next, fromKeyboard: false }),
    onKeyDown,
    onBlur: () => setState((current) => (current.fromKeyboard ? { index: null, fromKeyboard: false } : current)),
  };
}
