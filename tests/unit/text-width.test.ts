import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A canvas whose text is 7 px a character, counting how often its font is set and text measured. */
function fakeCanvas() {
  const calls = { font: 0, measure: 0 };
  let font = '';
  const context = {
    get font() {
      return font;
    },
    set font(value: string) {
      calls.font += 1;
      font = value;
    },
    measureText: (text: string) => {
      calls.measure += 1;
      return { width: text.length * 7 + (font.startsWith('14px') ? 1 : 0) };
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return calls;
}

describe('the width of a chart label', () => {
  it('is measured once per text and size, the canvas font set only when the size changes', async () => {
    const calls = fakeCanvas();
    const { textWidth } = await import('@ui/charts/chart-utils');
    expect(textWidth('Первый канал')).toBe(84);
    expect(textWidth('Первый канал')).toBe(84);
    expect(textWidth('НТВ')).toBe(21);
    expect(calls).toEqual({ font: 1, measure: 2 });
    expect(textWidth('НТВ', 14)).toBe(22);
    expect(textWidth('РБК', 14)).toBe(22);
    expect(textWidth('Первый канал')).toBe(84);
    expect(calls).toEqual({ font: 2, measure: 4 });
  });

  it('is estimated from its length where no canvas measures it', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { textWidth } = await import('@ui/charts/chart-utils');
    expect(textWidth('abcd')).toBe(Math.ceil(4 * 12 * 0.62));
  });
});
