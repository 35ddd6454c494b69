import { createMemoryHistory } from '@tanstack/react-router';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { createAppRouter } from '@app/router';
import { CABINET_HOME, SECTIONS } from '@lib/sections';

/**
 * Section 2: each cabinet section sets its own colour theme. The frames take the theme of the
 * deepest matched route that carries one (src/features/shell/cabinet-layout.tsx), which the
 * section registry gives every route by path (src/routes/-guards.ts); the style sheet maps each
 * theme to its accent (src/ui/styles.css).
 */

const router = createAppRouter(createQueryClient(), createMemoryHistory());

/** The theme the frame shows at a path: the last matched route's that has one, as the layout reads it. */
function themeAt(path: string): unknown {
  const [routes, , found] = router.getMatchedRoutes(path);
  expect(found, `a route for ${path}`).toBeDefined();
  return routes.map((route) => (route.options.staticData as { theme?: string } | undefined)?.theme).findLast(Boolean);
}

describe('section themes', () => {
  it('every page of every section, cabinet and admin console, shows its section’s theme', () => {
    for (const section of SECTIONS) {
      for (const page of section.pages) expect(themeAt(page.path), page.path).toBe(section.theme);
      expect(themeAt(section.path), section.path).toBe(section.theme);
    }
  });

  it('the cabinet’s own start page belongs to no section and takes none', () => {
    expect(themeAt(CABINET_HOME.path)).toBeUndefined();
  });

  it('gives every theme an accent of its own in the style sheet', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../src/ui/styles.css'), 'utf8');
    const accents = new Map<string, string>();
    for (const section of SECTIONS) {
      const rule = new RegExp(`\\[data-theme='${section.theme}'\\]\\s*\\{[^}]*--accent:\\s*([^;]+);`).exec(css);
      expect(rule, `a rule for the ${section.theme} theme`).not.toBeNull();
      accents.set(section.theme, rule?.[1]?.trim().toLowerCase() ?? '');
    }
    expect(new Set(accents.values()).size, JSON.stringify(Object.fromEntries(accents))).toBe(accents.size);
  });
});
