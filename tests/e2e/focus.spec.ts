import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { signInCabinet } from './helpers';

/** WCAG contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The focus ring's colour, as the browser resolved it, of each keyboard-focused element in `themes`. */
async function ringColours(page: Page, themes: string[]): Promise<Record<string, number[]>> {
  await page.evaluate((names) => {
    for (const name of [...names].reverse()) {
      const wrapper = document.createElement('div');
      wrapper.dataset.theme = name;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `Probe ${name}`;
      wrapper.append(button);
      document.body.prepend(wrapper);
    }
  }, themes);
  const colours: Record<string, number[]> = {};
  for (const name of themes) {
    await page.keyboard.press('Tab');
    const colour = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      if (!active.matches(':focus-visible')) return undefined;
      // Resolves color-mix() and variables to plain sRGB through a canvas.
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = getComputedStyle(active).outlineColor;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
    expect(colour, `focus ring in theme ${name}`).toBeDefined();
    colours[name] = colour ?? [];
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-theme] > button').forEach((button) => button.parentElement?.remove()),
  );
  return colours;
}

test('the focus ring reaches 3:1 against white and the page background in every section theme', async ({ page }) => {
  await page.goto('/login');
  const colours = await ringColours(page, ['info', 'music', 'video', 'reports', 'admin']);
  const white = [255, 255, 255];
  const background = [0xf5, 0xf6, 0xf8];
  for (const [theme, colour] of Object.entries(colours)) {
    expect(contrast(colour, white), `${theme} against white`).toBeGreaterThanOrEqual(3);
    expect(contrast(colour, background), `${theme} against the page background`).toBeGreaterThanOrEqual(3);
  }
});

test('after sign-in the focus is on the new page, not on <body>', async ({ page }) => {
  await page.goto('/login');
  await signInCabinet(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Добро пожаловать, Анна' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // From there the keyboard goes on into the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});
