import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingAction } from '@ui/undo';
import { UndoBar } from '@ui/undo-bar';

afterEach(() => vi.useRealTimers());

const LIVE =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="timer"], [role="marquee"]';

function held(id: number, label: string, seconds = 6): PendingAction {
  return { id, label, seconds, due: Date.now() + seconds * 1000 };
}

function renderBar(pending: readonly PendingAction[], onUndo = vi.fn()) {
  const props = {
    onUndo,
    undoLabel: 'Undo',
    countdown: (seconds: number) => `in ${seconds} s`,
    announcement: ({ label, seconds }: PendingAction) => `${label} Press Enter within ${seconds} s to undo.`,
  };
  const view = render(<UndoBar pending={pending} {...props} />);
  return {
    ...view,
    rerender: (next: readonly PendingAction[]) => view.rerender(<UndoBar pending={next} {...props} />),
  };
}

/** The text of every live region, as a screen reader is given it. */
const spoken = () => Array.from(document.querySelectorAll(LIVE), (region) => region.textContent);

describe('the undo bar', () => {
  it('announces a held action once, with the key, and keeps the ticking countdown out of the live region', () => {
    vi.useFakeTimers();
    const onUndo = vi.fn();
    renderBar([held(1, '“Радио Маяк” will be deleted.')], onUndo);
    expect(spoken()).toEqual(['“Радио Маяк” will be deleted. Press Enter within 6 s to undo.']);
    const first = screen.getByText('in 6 s');
    expect(first.closest(LIVE)).toBeNull();
    expect(first.closest('[aria-hidden="true"]')).not.toBeNull();

    for (const left of [5, 4, 3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      // The countdown moves on screen; what was announced stays word for word.
      const countdown = screen.getByText(`in ${left} s`);
      expect(countdown.closest(LIVE)).toBeNull();
      expect(spoken()).toEqual(['“Радио Маяк” will be deleted. Press Enter within 6 s to undo.']);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledWith(1);
  });

  it('announces a second held action alone, the first announcement unchanged and not read again', () => {
    vi.useFakeTimers();
    const first = held(1, '“РБК” will be deleted.');
    const { rerender } = renderBar([first]);
    act(() => vi.advanceTimersByTime(3000));
    rerender([first, held(2, '“Коммерсантъ” will be deleted.')]);
    const [region] = document.querySelectorAll(LIVE);
    expect(document.querySelectorAll(LIVE)).toHaveLength(1);
    expect(region?.getAttribute('aria-atomic')).toBe('false');
    expect(Array.from(region?.children ?? [], (line) => line.textContent)).toEqual([
      '“РБК” will be deleted. Press Enter within 6 s to undo.',
      '“Коммерсантъ” will be deleted. Press Enter within 6 s to undo.',
    ]);
    for (const countdown of [screen.getByText('in 3 s'), screen.getByText('in 6 s')])
      expect(countdown.closest(LIVE)).toBeNull();
  });

  it('keeps its live region on the page while nothing is held, so the first announcement is heard', () => {
    const { rerender } = renderBar([]);
    expect(spoken()).toEqual(['']);
    rerender([held(1, '“РБК” will be deleted.')]);
    expect(spoken()).toEqual(['“РБК” will be deleted. Press Enter within 6 s to undo.']);
  });
});
