import type { Page } from '@playwright/test';
import { axeProblems } from '../e2e/guard';
import { pageWidth } from '../e2e/helpers';
import { expect, test } from './reference';
import { ANALYTICS_PAGES, inLanguage, openDrawn, signInToCabinet, withWholeWeek, type Language } from './pages';

/**
 * Every analytics page on a phone (390 px wide), in Arabic (right to left) and Russian, on the
 * reference data with every block drawn with real content: no block leaves more than 80 px blank
 * under what it shows, no block overlaps another or sticks out of the screen, nothing fixed on the
 * screen (the header, the bottom bar, the QA switch of a mock build) covers the page's first or last
 * content, every control is at least 44 × 44 px, and axe finds nothing under WCAG 2.2 AA. One
 * browser context per language, signed in once.
 */

const MOST_BLANK = 80;
const FINGER = 44;

test.use({ timezoneId: 'Europe/Moscow', viewport: { width: 390, height: 844 } });

interface Layout {
  blocks: { name: string; blank: number; top: number; bottom: number; contentBottom: number }[];
  overlaps: string[];
  small: string[];
}

/** The blocks of the page and how their content sits in them, the overlaps, and the controls under a finger's size. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate((finger) => {
    const shows = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        // A closed disclosure's content is laid out but not shown.
        !element.closest('.visually-hidden, details:not([open]) > :not(summary)')
      );
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} «${(element.querySelector('h2, h3')?.textContent ?? element.textContent ?? '').trim().slice(0, 40)}»`;
    /** The lowest edge of anything the element draws: text, pictures and controls. */
    const contentBottom = (element: Element) => {
      let lowest = element.getBoundingClientRect().top;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim() || !node.parentElement || !shows(node.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (box.height > 0) lowest = Math.max(lowest, box.bottom);
        } else if ((node as Element).matches('svg, img, canvas, input, select, button, progress, textarea, hr')) {
          if (shows(node as Element)) lowest = Math.max(lowest, (node as Element).getBoundingClientRect().bottom);
        }
      }
      return lowest;
    };
    const blocks = Array.from(document.querySelectorAll('.blocks > :not(.blocks-end)')).filter(
      (element) => shows(element) && getComputedStyle(element).position !== 'fixed',
    );
    const measured = blocks.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inner = box.bottom - parseFloat(style.paddingBlockEnd) - parseFloat(style.borderBlockEndWidth);
      const lowest = contentBottom(element);
      return {
        name: name(element),
        blank: Math.round(inner - lowest),
        top: box.top + scrollY,
        bottom: box.bottom + scrollY,
        contentBottom: lowest + scrollY,
      };
    });
    const overlaps: string[] = [];
    blocks.forEach((one, index) => {
      const a = one.getBoundingClientRect();
      for (const other of blocks.slice(index + 1)) {
        const b = other.getBoundingClientRect();
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          overlaps.push(`${name(one)} and ${name(other)}`);
      }
    });
    // Every control, measured where a finger meets it: a checkbox or radio button by its label.
    const small: string[] = [];
    const controls = document.querySelectorAll(
      'button, a[href], select, textarea, summary, input:not([type="hidden"]), [role="button"], [role="tab"], [role="option"]',
    );
    for (const control of Array.from(controls)) {
      // The programmes of the broadcast timeline are as wide as their time on air: that is what they show.
      if (control.matches('.broadcast-interval')) continue;
      const target = control.matches('input[type="checkbox"], input[type="radio"], input[type="file"]')
        ? control.closest('label')
        : control;
      if (!target || !shows(target)) continue;
      const style = getComputedStyle(target);
      // A link or button inside a sentence takes the sentence's line.
      const inSentence =
        style.display === 'inline' &&
        Array.from(target.parentElement?.childNodes ?? []).some(
          (node) => node !== target && node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()),
        );
      if (inSentence) continue;
      const box = target.getBoundingClientRect();
      if (box.width < finger - 0.5 || box.height < finger - 0.5)
        small.push(`${name(target)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return { blocks: measured, overlaps, small };
  }, FINGER);
}

/** What is fixed on the screen (sticky or fixed) and shown, with its edges. */
function fixedOnScreen(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return (
          (style.position === 'fixed' || style.position === 'sticky') &&
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !element.closest('dialog:not([open]), [hidden]')
        );
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
          top: box.top,
          bottom: box.bottom,
        };
      }),
  );
}

for (const language of ['ar', 'ru'] as const satisfies readonly Language[]) {
  test(`every analytics page on a phone in ${language}: no blank under a block, nothing over the content, targets for a finger`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await inLanguage(page, language);
    await signInToCabinet(page);
    // The most blank under a block of each page, said at the end.
    const mostBlank: string[] = [];
    for (const path of ANALYTICS_PAGES) {
      await test.step(path, async () => {
        await openDrawn(page, withWholeWeek(path));
        // Every block has its figures: none is empty or failed.
        await expect.soft(page.locator('.blocks .block-empty, .blocks .block-error'), path).toHaveCount(0);
        const layout = await measure(page);
        for (const block of layout.blocks)
          expect.soft(block.blank, `${path}: blank under ${block.name}`).toBeLessThanOrEqual(MOST_BLANK);
        expect.soft(layout.blocks.length, `${path}: its blocks`).toBeGreaterThan(0);
        const worst = layout.blocks.reduce(
          (most, block) => (block.blank > most.blank ? block : most),
          layout.blocks[0],
        );
        if (worst) mostBlank.push(`${path} ${worst.blank} px (${worst.name})`);
        expect.soft(layout.overlaps, `${path}: blocks over each other`).toEqual([]);
        expect.soft(layout.small, `${path}: controls under ${FINGER} × ${FINGER} px`).toEqual([]);
        expect.soft(await axeProblems(page), `${path}: WCAG 2.2 AA on a phone`).toEqual([]);
        const width = await pageWidth(page);
        expect.soft(width.page, `${path}: wider than the screen (${width.wide})`).toBeLessThanOrEqual(width.screen);

        // At the top, nothing fixed covers the heading; at the end, nothing fixed covers the last block's content.
        const heading = await page.locator('main h1').first().boundingBox();
        for (const fixed of await fixedOnScreen(page))
          if (heading && fixed.top < heading.y + heading.height && fixed.bottom > heading.y)
            expect.soft(fixed.name, `${path}: over the heading`).toBe('nothing');
        const last = layout.blocks.at(-1);
        if (last) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const scrolled = await page.evaluate(() => window.scrollY);
          const contentBottom = last.contentBottom - scrolled;
          const screen = page.viewportSize()!.height;
          for (const fixed of await fixedOnScreen(page))
            if (fixed.top > screen / 2)
              expect
                .soft(contentBottom, `${path}: ${fixed.name} covers the end of ${last.name}`)
                .toBeLessThanOrEqual(fixed.top);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
      });
    }
    test.info().annotations.push({ type: 'most blank under a block', description: mostBlank.join('; ') });
    console.log(`${language}, most blank under a block:\n${mostBlank.join('\n')}`);
  });
}
