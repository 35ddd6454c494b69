import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteFiles, routeKeyProblems } from '../../scripts/lib/route-keys.mjs';

// Every page of a cabinet section says in its own route file which key guards it, and its guard
// demands that key (docs/adding-a-section.md). The guards' behaviour is tests/unit/guards.test.ts.

const routes = resolve(import.meta.dirname, '../../src/routes');
const themes = readFileSync(resolve(routes, 'cabinet/info/themes.tsx'), 'utf8');

describe("the route files' access keys", () => {
  it('are declared by every page of a cabinet section, each with its guard', () => {
    expect(routeKeyProblems(readRouteFiles(routes))).toEqual([]);
  });

  it('refuses a page whose route file has no key', () => {
    const probe = themes.replace(", access: 'infopole'", '').replace("  beforeLoad: requireKey('infopole'),\n", '');
    expect(probe).not.toContain('infopole');
    expect(routeKeyProblems([{ path: 'cabinet/info/themes.tsx', source: probe }])).toEqual([
      'cabinet/info/themes.tsx: a page of a cabinet section declares no access key (staticData.access and beforeLoad: requireKey)',
    ]);
  });

  it('refuses a new page of a section whose layout demands no key (video)', () => {
    const probe = `export const Route = createFileRoute('/cabinet/video/probe')({\n  staticData: { name: 'Probe' },\n  component: Probe,\n});\n`;
    expect(routeKeyProblems([{ path: 'cabinet/video/probe.tsx', source: probe }])).toHaveLength(1);
  });

  it('refuses a key without its guard, and a guard of another key', () => {
    const unguarded = themes.replace("  beforeLoad: requireKey('infopole'),\n", '');
    expect(routeKeyProblems([{ path: 'cabinet/info/themes.tsx', source: unguarded }])).toEqual([
      "cabinet/info/themes.tsx: declares the key 'infopole' but its beforeLoad does not require it",
    ]);
    const other = themes.replace("requireKey('infopole')", "requireKey('music')");
    expect(routeKeyProblems([{ path: 'cabinet/info/themes.tsx', source: other }])).toEqual([
      "cabinet/info/themes.tsx: declares the key 'infopole' but its beforeLoad does not require it",
      "cabinet/info/themes.tsx: its guard requires 'music' but its staticData says 'infopole'",
    ]);
  });

  it("leaves alone what needs no key: the redirects of a section's root, the console's pages", () => {
    const files = readRouteFiles(routes).filter((file) =>
      /^(admin\/|cabinet\/(index|route)\.tsx|cabinet\/video\/(index|route)\.tsx)/.test(file.path),
    );
    expect(files.length).toBeGreaterThan(5);
    expect(routeKeyProblems(files)).toEqual([]);
  });
});
