import { SYMBOLS } from '../../src/lib/compare/marks';
import { expect, test } from './guard';

/**
 * The symbols the app draws as text (the marks of changes, rank moves and sort order, and the
 * signs of the controls and messages: src/lib/compare/marks.ts) have a glyph in the test
 * browser's fonts: each is drawn in the page's own font and compared with what the browser draws
 * for a character no font has (the missing-glyph box), and with nothing at all.
 */
test('every symbol is drawn with a glyph of its own, not the missing-glyph box', async ({ page }) => {
  await page.goto('/login');
  const drawn = await page.evaluate((marks) => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixels = (text: string) => {
      context.clearRect(0, 0, 48, 48);
      context.font = font;
      context.fillStyle = '#000';
      context.textBaseline = 'middle';
      context.fillText(text, 8, 24);
      return Array.from(context.getImageData(0, 0, 48, 48).data.filter((_, index) => index % 4 === 3)).join(',');
    };
    // A private-use code point: no font of the machine has it, so the browser draws its box.
    const missing = pixels('\uE000');
    const blank = pixels(' ');
    return Object.fromEntries(
      Object.entries(marks).map(([name, mark]) => [
        name,
        { mark, missing: pixels(mark) === missing, blank: pixels(mark) === blank },
      ]),
    );
  }, SYMBOLS);
  for (const [name, result] of Object.entries(drawn)) {
    expect(result.missing, `${name} (${result.mark}) is drawn as the missing-glyph box`).toBe(false);
    expect(result.blank, `${name} (${result.mark}) is drawn as nothing`).toBe(false);
  }
});
