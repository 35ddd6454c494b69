import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run budget` fails a build where a page outside the admin console loads a chunk that holds
// console code, known from the modules the build says each chunk holds.

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'admin-chunks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface FakeChunk {
  file: string;
  imports?: string[];
  modules: string[];
}

/** A build of a few small chunks: the manifest, the chunk files and the map of their modules. */
function fakeBuild(name: string, chunks: Record<string, FakeChunk>) {
  const dist = join(scratch, name);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const manifest: Record<string, object> = {};
  const modules: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(chunks)) {
    writeFileSync(join(dist, chunk.file), `export const chunk = ${JSON.stringify(key)};\n`);
    manifest[key] = {
      file: chunk.file,
      ...(key === 'index.html' ? { isEntry: true } : {}),
      imports: chunk.imports ?? [],
    };
    modules[chunk.file] = chunk.modules;
  }
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite', 'chunk-modules.json'), JSON.stringify(modules));
  return dist;
}

function budget(dist: string) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'budget.mjs')], {
    cwd: root,
    env: { ...process.env, BUDGET_DIST: dist },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The entry with the route table (admin route declarations and their URL keys belong there), a cabinet page and an admin page. */
function build(name: string, cabinetImports: string[], shared: string[]) {
  return fakeBuild(name, {
    'index.html': {
      file: 'assets/index.js',
      modules: [
        'src/main.tsx',
        'src/routes/admin/_console/sources.tsx',
        'src/features/admin/sources/sources-search.ts',
      ],
    },
    '_kit.js': { file: 'assets/kit.js', modules: shared },
    '_channel-form.js': {
      file: 'assets/channel-form.js',
      modules: ['src/features/admin/sources/channel-form.tsx', 'src/kit/form/form.tsx'],
    },
    'src/routes/cabinet/index.tsx?tsr-split=component': {
      file: 'assets/cabinet.js',
      imports: ['index.html', ...cabinetImports],
      modules: ['src/features/cabinet/cabinet-home.tsx', 'src/routes/cabinet/index.tsx?tsr-split=component'],
    },
    'src/routes/admin/_console/sources.tsx?tsr-split=component': {
      file: 'assets/sources.js',
      imports: ['index.html', '_kit.js', '_channel-form.js'],
      modules: [
        'src/features/admin/sources/admin-sources.tsx',
        'src/routes/admin/_console/sources.tsx?tsr-split=component',
      ],
    },
  });
}

describe('admin code in the cabinet', () => {
  it('passes when the cabinet shares only the kit and the route table with the console', () => {
    const { status, output } = budget(build('clean', ['_kit.js'], ['src/kit/table/data-table.tsx']));
    expect(output).toContain('no page outside the admin console loads its code');
    expect(status).toBe(0);
  });

  it('fails when a cabinet page loads a chunk of the console’s screens', () => {
    const { status, output } = budget(
      build('screens', ['_kit.js', '_channel-form.js'], ['src/kit/table/data-table.tsx']),
    );
    expect(status).toBe(1);
    expect(output).toMatch(
      /\/cabinet loads admin console code in assets\/channel-form\.js \(src\/features\/admin\/sources\/channel-form\.tsx\)/,
    );
  });

  it('fails when the bundler put console code into a chunk the cabinet shares', () => {
    const { status, output } = budget(
      build(
        'mixed',
        ['_kit.js'],
        ['src/kit/table/data-table.tsx', 'generated/api/admin/admin.ts', 'locales/ru/admin.po'],
      ),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      '/cabinet loads admin console code in assets/kit.js (generated/api/admin/admin.ts, locales/ru/admin.po)',
    );
  });
});

describe('the animation player on a first load', () => {
  const withPlayer = (name: string, cabinetImports: string[]) =>
    fakeBuild(name, {
      'index.html': { file: 'assets/index.js', modules: ['src/main.tsx'] },
      '_frame.js': { file: 'assets/frame.js', modules: ['src/ui/loading-overlay.tsx'] },
      'src/ui/animation-player.tsx': { file: 'assets/animation-player.js', modules: ['src/ui/animation-player.tsx'] },
      'node_modules/lottie-web/build/player/lottie_light.js': {
        file: 'assets/lottie_light.js',
        modules: ['node_modules/lottie-web/build/player/lottie_light.js'],
      },
      'src/routes/cabinet/index.tsx?tsr-split=component': {
        file: 'assets/cabinet.js',
        imports: ['index.html', ...cabinetImports],
        modules: ['src/features/cabinet/cabinet-home.tsx'],
      },
    });

  it('passes when the player and its library load only on demand', () => {
    const { status, output } = budget(withPlayer('player-lazy', ['_frame.js']));
    expect(output).toMatch(/the animation player \(2 chunks, [\d.]+ KB\) is on no page's first load/);
    expect(status).toBe(0);
  });

  it('fails when a page loads the player library with its first load', () => {
    const { status, output } = budget(
      withPlayer('player-eager', ['_frame.js', 'node_modules/lottie-web/build/player/lottie_light.js']),
    );
    expect(status).toBe(1);
    expect(output).toContain('/cabinet loads the animation player (assets/lottie_light.js) on its first load');
  });
});

describe('web-vitals on a first load', () => {
  const withVitals = (name: string, cabinetImports: string[]) =>
    fakeBuild(name, {
      'index.html': { file: 'assets/index.js', modules: ['src/main.tsx', 'src/app/web-vitals.ts'] },
      '_web-vitals.js': {
        file: 'assets/web-vitals.js',
        modules: ['src/app/web-vitals-reporter.ts', 'node_modules/web-vitals/dist/web-vitals.js'],
      },
      'src/routes/cabinet/index.tsx?tsr-split=component': {
        file: 'assets/cabinet.js',
        imports: ['index.html', ...cabinetImports],
        modules: ['src/features/cabinet/cabinet-home.tsx'],
      },
    });

  it('passes when the reporter and the library load only after the first paint', () => {
    const { status, output } = budget(withVitals('vitals-lazy', []));
    expect(output).toMatch(/web-vitals \(1 chunks, [\d.]+ KB\) is on no page's first load/);
    expect(status).toBe(0);
  });

  it('fails when a page loads web-vitals with its first load', () => {
    const { status, output } = budget(withVitals('vitals-eager', ['_web-vitals.js']));
    expect(status).toBe(1);
    expect(output).toContain('/cabinet loads web-vitals (assets/web-vitals.js) on its first load');
  });
});

describe('the date picker on a first load', () => {
  const withPicker = (name: string, kitModules: string[]) =>
    fakeBuild(name, {
      'index.html': { file: 'assets/index.js', modules: ['src/main.tsx'] },
      '_kit.js': { file: 'assets/kit.js', modules: ['src/kit/filters/range-inputs.tsx', ...kitModules] },
      '_calendar.js': {
        file: 'assets/calendar.js',
        modules: ['src/kit/filters/calendar-dialog.tsx', 'node_modules/react-day-picker/dist/esm/DayPicker.js'],
      },
      'src/routes/cabinet/info/main.tsx?tsr-split=component': {
        file: 'assets/main.js',
        imports: ['index.html', '_kit.js'],
        modules: ['src/features/info/main/info-main.tsx'],
      },
    });

  it('passes when the calendar and its library load only as the calendar opens', () => {
    const { status, output } = budget(withPicker('picker-lazy', []));
    expect(output).toMatch(/the date picker \(1 chunks, [\d.]+ KB\) is on no page's first load/);
    expect(status).toBe(0);
  });

  it('fails when the bundler put the calendar library into a chunk a page loads first', () => {
    const { status, output } = budget(withPicker('picker-eager', ['node_modules/@daypicker/react/dist/esm/index.js']));
    expect(status).toBe(1);
    expect(output).toContain('/cabinet/info/main loads the date picker (assets/kit.js) on its first load');
  });
});

describe('the filter bar on a page without it', () => {
  // The music upload page shows no filter bar (its registry entry says `filters: false`); the music
  // reports form shares the bar's period field, imported by its own page chunk.
  const withBar = (name: string, kitImports: string[]) =>
    fakeBuild(name, {
      'index.html': { file: 'assets/index.js', modules: ['src/main.tsx'] },
      '_kit.js': { file: 'assets/kit.js', imports: kitImports, modules: ['src/kit/table/data-table.tsx'] },
      '_filter-bar.js': {
        file: 'assets/filter-bar.js',
        modules: ['src/kit/filters/filter-bar.tsx', 'src/kit/filters/period-field.tsx'],
      },
      'src/routes/cabinet/music/upload/index.tsx?tsr-split=component': {
        file: 'assets/upload.js',
        imports: ['index.html', '_kit.js'],
        modules: ['src/features/music/upload/music-upload.tsx'],
      },
      'src/routes/cabinet/music/reports.tsx?tsr-split=component': {
        file: 'assets/reports.js',
        imports: ['index.html', '_kit.js', '_filter-bar.js'],
        modules: ['src/features/music/reports/music-reports.tsx'],
      },
    });

  it('passes when only the pages that use its fields import it', () => {
    const { status, output } = budget(withBar('bar-own', []));
    expect(output).not.toContain('shows no filter bar');
    expect(status).toBe(0);
  });

  it('fails when a chunk shared by every page imports it', () => {
    const { status, output } = budget(withBar('bar-shared', ['_filter-bar.js']));
    expect(status).toBe(1);
    expect(output).toContain(
      '/cabinet/music/upload shows no filter bar but loads it (assets/filter-bar.js) through assets/kit.js',
    );
  });
});
