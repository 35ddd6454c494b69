import { test as base, expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Guard {
  /** What the guard has seen so far; the test fails at its end if this is not empty. */
  readonly problems: string[];
  /** Takes (and clears) what was seen, for tests that provoke a problem on purpose. */
  take(): string[];
  /** Console errors matching this pattern are expected in this test (e.g. a 401 it provokes). */
  allowConsoleError(pattern: RegExp): void;
  /** Failed requests matching this pattern (`METHOD url (error)`) are what this test provokes. */
  allowFailedRequest(pattern: RegExp): void;
  /** Runs axe-core on the page now (WCAG 2.2 AA: AXE_RUNS); serious and critical violations become problems. */
  checkAccessibility(): Promise<void>;
}

const API_PATH = /\/(admin-)?api\//;

async function contractProblem(response: Response): Promise<string | undefined> {
  const url = response.url();
  if (!API_PATH.test(new URL(url).pathname)) return undefined;
  const request = response.request();
  const where = `${request.method()} ${new URL(url).pathname}`;
  const violations = response.headers()['sl-violations'];
  if (violations) return `contract violation (sl-violations) on ${where}: ${violations}`;
  if (response.status() === 422) {
    const body = await response.text().catch(() => '');
    if (/UNPROCESSABLE_ENTITY|prism/i.test(body))
      return `request rejected by the mock as breaking the contract on ${where}: ${body.slice(0, 500)}`;
  }
  return undefined;
}

/**
 * The page's shape: its path and every element's tag, classes, role, ARIA attributes and whether it
 * shows, hashed. Two tests that end on pages of the same shape get the same axe findings (axe's
 * rules read structure, names and colours, which the classes carry), so a worker checks each shape
 * once: axe costs the browser more than half a second a page.
 */
async function pageShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    };
    add(location.pathname);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      add(element.tagName);
      add(element.getAttribute('class') ?? '');
      add(element.getAttribute('role') ?? '');
      for (const attribute of Array.from(element.attributes))
        if (
          attribute.name.startsWith('aria-') ||
          attribute.name === 'alt' ||
          attribute.name === 'lang' ||
          attribute.name === 'dir'
        )
          add(attribute.name + (attribute.value ? '+' : '-'));
      if (element instanceof HTMLElement && element.hidden) add('hidden');
      if (element instanceof HTMLDialogElement && element.open) add('open');
    }
    return `${location.pathname} ${(hash >>> 0).toString(16)}`;
  });
}

const checkedShapes = new Set<string>();

/**
 * What axe checks, in two runs: WCAG 2.2 AA's one rule, the targets' size and spacing (2.5.8,
 * `target-size`, which axe leaves off unless asked), with the page at rest at its top; then the
 * rules axe runs by default (WCAG 2.0 and 2.1 A and AA, and the best practices). Some of those
 * scroll the page as they look, and a target scrolled under the sticky header meanwhile would count
 * as obscured (too small), which says nothing of the target.
 */
export const AXE_RUNS = [
  { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] },
  { resultTypes: ['violations'], restoreScroll: true },
] as const;

interface AxeResults {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * Runs axe on the page (AXE_RUNS) scrolled to its top, and puts the scroll back. The page is
 * scrolled as a person would, with the wheel over the header: a page holding an element in place
 * (a transcript's utterance opened by its link) lets go of it then, as it does for a person.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const scrolled = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  if (scrolled.y > 0) {
    await page.mouse.move(1, 1);
    await page.mouse.wheel(0, -scrolled.y - 1000);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 }).catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.evaluate(axeSource);
  const violations: AxeResults['violations'] = [];
  for (const options of AXE_RUNS) {
    const results = await page.evaluate(async (given) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResults> };
      };
      return axe.run(document, given);
    }, options);
    violations.push(...results.violations);
  }
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `accessibility (${violation.impact}) ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Every e2e test runs under this guard: it fails on a console error, an uncaught exception, a
 * failed request, a request the mock reports as breaking the contract, and a serious or
 * critical accessibility violation on the page at the end of the test.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const allowedFailures: RegExp[] = [];
      const pending: Promise<void>[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url ?? ''}`;
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? 'unknown';
        // A request the app cancels itself (a superseded query, a navigation) is not a failure.
        if (failure === 'net::ERR_ABORTED') return;
        const text = `${request.method()} ${request.url()} (${failure})`;
        if (!allowedFailures.some((pattern) => pattern.test(text))) problems.push(`request failed: ${text}`);
      });
      page.on('response', (response) => {
        pending.push(
          contractProblem(response).then((problem) => {
            if (problem) problems.push(problem);
          }),
        );
      });
      const guard: Guard = {
        problems,
        take: () => problems.splice(0, problems.length),
        allowConsoleError: (pattern) => allowed.push(pattern),
        allowFailedRequest: (pattern) => allowedFailures.push(pattern),
        checkAccessibility: async () => {
          problems.push(...(await axeProblems(page)));
        },
      };
      await use(guard);
      await Promise.all(pending);
      if (!page.isClosed() && page.url().startsWith('http')) {
        const shape = await pageShape(page);
        if (!checkedShapes.has(shape)) {
          await guard.checkAccessibility();
          // Only a clean shape is taken as checked: a failing one fails again where it recurs.
          if (problems.length === 0) checkedShapes.add(shape);
        }
      }
      expect(problems, 'the e2e guard saw problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
