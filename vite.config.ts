/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import security from './deploy/security-headers.json' with { type: 'json' };
import { lazyRoutePlugin } from './scripts/lib/lazy-route-plugin.mjs';
import { linguiMacro } from './scripts/lib/lingui-macro-plugin.mjs';
import { precompressPlugin } from './scripts/lib/precompress-plugin.mjs';
import { proxyGuard } from './scripts/lib/proxy-guard.mjs';

/**
 * The layer aliases (`@lib/…`, `@kit/…`, …), read from the one place that declares them: the
 * `paths` of tsconfig.app.json. Vite, Vitest and the type checker then agree, and ESLint reads the
 * same file through its TypeScript resolver.
 */
function layerAliases() {
  const tsconfig = JSON.parse(readFileSync(new URL('./tsconfig.app.json', import.meta.url), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([pattern, [target]]) => ({
    find: new RegExp(`^${pattern.replace('/*', '/')}`),
    replacement: fileURLToPath(new URL(target!.replace('/*', '/'), import.meta.url)),
  }));
}

/**
 * The dev and preview servers proxy `/api` to the cabinet backend and `/admin-api` to the admin
 * backend. By default both go to the mock server (Prism on 127.0.0.1:MOCK_PORT); CABINET_API_URL
 * and ADMIN_API_URL point them at real hosts instead. A request whose path, resolved as a URL
 * parser would (`%2e%2e`, backslashes), leaves `/api/` or `/admin-api/` is answered 400 here and
 * never forwarded (scripts/lib/proxy-guard.mjs): `/api/%2e%2e/dev/outbox` does not reach a
 * backend's `/dev/outbox`.
 */
function apiProxy(env: Record<string, string>): Record<string, ProxyOptions> {
  const mock = `http://127.0.0.1:${env.MOCK_PORT ?? '4010'}`;
  const cabinet = env.CABINET_API_URL || mock;
  const admin = env.ADMIN_API_URL || mock;
  return {
    '/api': { target: cabinet, changeOrigin: true, secure: true, bypass: proxyGuard('/api/') },
    '/admin-api': {
      target: admin,
      changeOrigin: true,
      secure: true,
      bypass: proxyGuard('/admin-api/'),
      rewrite: (path) => path.replace(/^\/admin-api/, ''),
    },
  };
}

/**
 * The Content-Security-Policy of the built app (deploy/security-headers.json), with the build's
 * absolute API hosts, the loading animation's origin and the real-user speed endpoint's added to connect-src. The meta tag cannot carry frame-ancestors (browsers
 * ignore it there), so `forMeta` leaves it out; the served headers have it.
 */
function contentSecurityPolicy(env: Record<string, string>, forMeta: boolean): string {
  // The backends, the loading animation's link and the speed reports' endpoint, when they live on other origins.
  const apiOrigins = [
    env.VITE_CABINET_API_URL,
    env.VITE_ADMIN_API_URL,
    env.VITE_LOADING_ANIMATION,
    env.VITE_VITALS_ENDPOINT,
  ]
    .filter((url): url is string => Boolean(url && /^https?:\/\//.test(url)))
    .map((url) => new URL(url).origin);
  return Object.entries(security.contentSecurityPolicy)
    .filter(([directive]) => !(forMeta && directive === 'frame-ancestors'))
    .map(([directive, value]) =>
      (directive === 'connect-src' ? [directive, value, ...apiOrigins] : [directive, value]).join(' '),
    )
    .join('; ');
}

/** The policy as a meta tag, for a build served by a host that sends no headers of its own. */
function contentSecurityPolicyMeta(env: Record<string, string>): Plugin {
  const policy = contentSecurityPolicy(env, true);
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

/** What the preview server sends with every answer: the production headers (see deploy/). */
function securityHeaders(env: Record<string, string>): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(env, false), ...security.headers };
}

/**
 * Preloads the default language's first catalog with the entry chunk, so the sign-in page does
 * not wait for one more round trip before it can render.
 */
function preloadDefaultCatalog(): Plugin {
  return {
    name: 'preload-default-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('locales/ru/messages.po'),
        );
        return chunk
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

/**
 * What the build leaves out of the section registry and the route files, kept in the sources for
 * tooling and tests only. The registry's labels keep only their ids, as the Lingui macro does with
 * the descriptors it writes in production: the translated text comes from the compiled catalogs
 * (every id is in them, `npm run i18n:check`), and the English source text stays for extraction and
 * for Node tooling that reads src/lib/sections.ts; the budgets it states are scripts/budget.mjs's.
 * A route's `name` in its static data (the spec's route table, held to it by tests) is read by no
 * page. Every page's first load carries the route table and the registry, so this is ~0.5 KB less
 * on each.
 */
function toolingDataOutOfBuild(): Plugin {
  const label = /\/\*i18n\*\/ \{ id: ('[^']+'), message: '(?:[^'\\]|\\.)*' \}/g;
  const routeName = /staticData: \{ name: '[A-Za-z]+'(, )?/;
  return {
    name: 'tooling-data-out-of-build',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('/src/lib/sections.ts')) {
        const stripped = code.replace(label, '{ id: $1 }').replace(/^ *budgetKb: \d+,\n/gm, '');
        if (stripped.includes("message: '")) this.error('sections.ts: a label the build could not strip to its id');
        return { code: stripped, map: null };
      }
      if (/\/src\/routes\/[^?]*\.tsx$/.test(id) && routeName.test(code))
        return { code: code.replace(routeName, 'staticData: { '), map: null };
      return undefined;
    },
  };
}

/**
 * Which source modules each chunk of the build holds (`.vite/chunk-modules.json`, paths from the
 * project root): `npm run budget` reads it to prove that no chunk holding admin console code is
 * loaded by a cabinet page, whatever the bundler decided to put together.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        // CHUNK_SIZES=<file>: each module's size in its chunk, before minifying, for finding what weighs.
        if (process.env.CHUNK_SIZES)
          for (const [id, info] of Object.entries(item.modules))
            appendFileSync(
              process.env.CHUNK_SIZES,
              `${item.fileName} ${info.renderedLength} ${id.replace(root, '')}\n`,
            );
        map[item.fileName] = item.moduleIds.map((id) => {
          const clean = id.replace(/^\0/, '');
          return clean.startsWith(root) ? relative(root, clean).split(sep).join('/') : clean;
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * A handful of shared chunks instead of one per module: a cabinet page then loads a dozen files
 * rather than forty, which costs a phone's connection far fewer round trips. The sign-in pieces
 * go first, so the sign-in pages never load the cabinet's kit.
 */
const CHUNK_GROUPS = [
  // What every page runs before it renders: one file each instead of a scattering of small ones.
  {
    name: 'router',
    priority: 50,
    test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval[a-z-]*)[\\/]/,
  },
  // The pure helpers of src/lib, but for those only some pages use (the typed dates, the request
  // body of the filters, saved views, the time-of-day and local-time helpers of the broadcast and
  // transcription pages): those go with their pages. And the video pages' values their URL keys
  // take, which the route table checks on every page (their names stay with the video pages).
  {
    name: 'core',
    priority: 5,
    test: /[\\/]src[\\/](lib[\\/](?!response-shape|filters[\\/](date-text|request)|views[\\/]|local-time|time-of-day)|i18n[\\/](i18n|locales)\.ts|api[\\/](session|request|seam-hooks|errors|config|query-store|router-context)\.ts|routes[\\/]-guards\.ts|kit[\\/]filters[\\/]filter-bar-module\.ts|features[\\/]video[\\/]shared[\\/]values\.ts)|[\\/]node_modules[\\/](valibot|@lingui[\\/](core|react)[\\/]|date-fns[\\/](_lib[\\/]defaultOptions|setDefaultOptions)\.js)|^\0?(vite[\\/]preload-helper|rolldown[\\/]runtime)\.js$/,
  },
  // The contract's answer shapes and their checker: loaded with the first answer (decision 004).
  { name: 'shapes', priority: 40, test: /[\\/](generated[\\/]shapes\.ts|src[\\/]lib[\\/]response-shape\.ts)$/ },
  // The query cache and hooks, and what both consoles' frames use: each one file. Each frame itself
  // loads with its layout route, so neither console loads the other's.
  {
    name: 'query',
    priority: 45,
    test: /[\\/](node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]api[\\/]query-client\.ts$)/,
  },
  {
    name: 'frame',
    priority: 15,
    test: /[\\/]src[\\/](features[\\/]shell[\\/](document-title|use-sign-out|frame|start-overlay)\.tsx?|i18n[\\/](console-catalogs|date-locales)\.ts|api[\\/]use-session\.ts|ui[\\/](loading-overlay|download|use-modal-dialog|offline)\.tsx?|lib[\\/](filters[\\/]remembered|loading-animation)\.ts)$/,
  },
  // The controls the sign-in pages and the consoles both show.
  {
    name: 'controls',
    priority: 35,
    test: /[\\/]src[\\/](ui[\\/](button|alert|text-field)\.tsx|kit[\\/]form[\\/](failure|rules)\.tsx?|i18n[\\/]language-switch\.tsx|features[\\/]shell[\\/]login-layout\.tsx)$/,
  },
  {
    name: 'form',
    priority: 30,
    test: /[\\/](node_modules[\\/]@tanstack[\\/](react-form|form-core|pacer-lite)|src[\\/](kit[\\/]form[\\/]form|ui[\\/]offline-submission)\.tsx)/,
  },
  // The drawing code: loaded when a page's charts draw, after the page has painted.
  {
    name: 'charts',
    priority: 20,
    test: /[\\/](src[\\/]ui[\\/]charts[\\/](bar-chart|axis|chart-plot|use-chart-cursor)\.tsx?$|node_modules[\\/](@visx[\\/]group|classnames)[\\/])/,
  },
  // Each chart type beyond the bars comes with the blocks that draw it: a page of top lists does
  // not download the line and stacked charts.
  {
    name: 'line-chart',
    priority: 20,
    test: /[\\/]src[\\/](ui[\\/]charts[\\/]line-chart\.tsx|lib[\\/]downsample\.ts)$/,
  },
  { name: 'stacked-chart', priority: 20, test: /[\\/]src[\\/]ui[\\/]charts[\\/](stacked-bar-chart\.tsx|stacks\.css)$/ },
  { name: 'donut-chart', priority: 20, test: /[\\/]src[\\/]ui[\\/]charts[\\/]donut-chart\.tsx$/ },
  // The date library in one file rather than about ten of a few hundred bytes (each costs a
  // request and its headers), but for what a console's start needs: the two modules in core, and
  // the languages' locales with what they are built with (the locale is set as a console starts,
  // the specification's order), the few week helpers a locale uses among them. The app writes its
  // dates with Intl (@i18n/format) and fixed forms with @lib/local-time, so no page downloads the
  // library's formatter or parser today.
  {
    name: 'date',
    priority: 25,
    test: /[\\/]node_modules[\\/]date-fns[\\/](?!locale[\\/](ru|ar|en-GB|_lib)[\\/.])(?!_lib[\\/](defaultOptions|normalizeDates|getRoundingMethod)\.js)(?!(setDefaultOptions|isSameWeek|startOfWeek|constructFrom|toDate|constants)\.js)/,
  },
  // The period's calendar and the calendar library: loaded when the person opens the calendar.
  {
    name: 'calendar',
    priority: 45,
    test: /[\\/](node_modules[\\/](react-day-picker|@daypicker[\\/]react|@date-fns[\\/]tz)[\\/]|src[\\/]kit[\\/]filters[\\/]calendar-dialog\.tsx$)/,
  },
  // What every language's date locale is built with (and the calendar shares): one file, loaded
  // with the locale as a console starts.
  {
    name: 'date-start',
    priority: 26,
    test: /[\\/]node_modules[\\/]date-fns[\\/](locale[\\/]_lib[\\/]build\w+\.js|_lib[\\/](normalizeDates|getRoundingMethod)\.js|(isSameWeek|startOfWeek|constructFrom|toDate|constants)\.js)$/,
  },
  // Real-user speed: the reporter and its library, loaded after the first paint, in a build given
  // an endpoint only (src/app/web-vitals.ts).
  {
    name: 'web-vitals',
    priority: 45,
    test: /[\\/](node_modules[\\/]web-vitals[\\/]|src[\\/]app[\\/]web-vitals-reporter\.ts$)/,
  },
  // The analytics blocks and what they work out before drawing (comparison, spikes, stacks, text
  // widths): on the pages that show figures only. The drawing code imports them, never the
  // reverse, so the charts chunk stays off a page's first load and no two chunks wait on each other.
  {
    name: 'figures',
    priority: 15,
    test: /[\\/]src[\\/](kit[\\/](blocks|compare)[\\/]|lib[\\/]compare[\\/]change\.ts$|ui[\\/]charts[\\/](stacks|chart-utils)\.ts$)/,
  },
  // The filter bar of the analytics sections with what it opens on the page (the typed period, the
  // searchable choices, saved views): on the pages that show the bar (src/kit/filters/
  // filter-bar-module.ts) and the few report forms that share its period field and choices.
  {
    name: 'filter-bar',
    priority: 12,
    test: /[\\/]src[\\/](kit[\\/](filters[\\/](filter-bar|compare-field|range-inputs|period-field|day-field|date-input)|views[\\/](open-view|views-control))\.tsx?$|lib[\\/]filters[\\/]date-text\.ts$|ui[\\/]multi-combobox\.tsx$)/,
  },
  // A section's frame (its layout with the filters' sources, and the video pages' labels) in one
  // file with its route, rather than three small ones each page of the section loads.
  {
    name: 'video-frame',
    priority: 30,
    test: /[\\/]src[\\/](features[\\/]video[\\/](video-layout\.tsx|filters[\\/]sources\.ts|shared[\\/]labels\.ts)|routes[\\/]cabinet[\\/]video[\\/]route\.tsx\?tsr-split=component)$/,
  },
  {
    name: 'music-frame',
    priority: 30,
    test: /[\\/]src[\\/](features[\\/]music[\\/](music-layout\.tsx|filters[\\/]sources\.ts)|routes[\\/]cabinet[\\/]music[\\/]route\.tsx\?tsr-split=component)$/,
  },
  // The reports tables and their downloads: on the pages that list reports, not on the analytics pages.
  // The task lists' table (task-table, uploads-table) is left out: only the transcription list and
  // the two upload histories show it, so the other report pages do not carry it.
  { name: 'reports-kit', priority: 11, test: /[\\/]src[\\/]kit[\\/]reports[\\/](?!task-table|uploads-table)/ },
  {
    name: 'kit',
    // The kit every page loads, but for the export of a whole table (loaded as the person asks for one)
    // and the lists' search box (on the list pages only, with their own code).
    priority: 10,
    test: /[\\/]src[\\/](kit[\\/](filters[\\/](?!calendar|print-header|filter-words|filter-bar-module)|views[\\/]default-view|page|table[\\/](?!csv-export|list-search)|layout)|ui[\\/](query-block|block-boundary|multi-select|slide-panel|filter-panel-state|deferred|charts[\\/](chart-frame|chart-context|legend|palette|sizes|lazy|use-rtl|series-marks))|lib[\\/](filters[\\/](presets|labels|link|request)|views[\\/]views-key|statistics-labels|dynamics|csv|compare[\\/](periods|spikes))|i18n[\\/]format)|[\\/]shared[\\/]spikes\.ts$/,
  },
];

const APP_TESTS = ['tests/{unit,component}/**/*.test.{ts,tsx}'];
/** The page the app's tests render in: a DOM at the dev server's address, the mock server's handlers. */
const APP_PAGE = {
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { url: 'http://127.0.0.1:5173/' } },
  setupFiles: ['./tests/setup/fresh-file.ts', './tests/setup/vitest.setup.ts'],
};

/**
 * The test files of `folders` that replace a module (`vi.mock`, `vi.doMock`) or a global
 * (`vi.stubGlobal`), or load the modules again (`vi.resetModules`): found by reading them, so that
 * a new one cannot share a worker by mistake (read when Vitest runs only).
 */
const replacingModules = (folders: string[]) =>
  (process.env.VITEST ? folders : []).flatMap((folder) =>
    readdirSync(new URL(`./${folder}`, import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name.split(sep).join('/')}`)
      .filter((file) =>
        /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal)\(/.test(
          readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'),
        ),
      ),
  );
const TESTS_REPLACING_MODULES = replacingModules(['tests/unit', 'tests/component']);
const SERVER_TESTS_REPLACING_MODULES = replacingModules(['tests/server']);

/** The reference backend's tests: in Node; a beforeAll builds a dataset and starts a server, under load longer than the default 10 s. */
const SERVER_TESTS = { environment: 'node', testTimeout: 90_000, hookTimeout: 90_000 } as const;

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env } as Record<string, string>;
  return {
    plugins: [
      // Before the router's code splitting, which reads the route files as they are.
      toolingDataOutOfBuild(),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too, so the calls a page prefetches stay out of the entry chunk.
        codeSplittingOptions: {
          defaultBehavior: [['component'], ['loader'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/app/route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: true,
      }),
      // The split components' loader: the app's own, which never waits with use() on one render and not the next.
      lazyRoutePlugin(fileURLToPath(new URL('./src/app/lazy-route-component.ts', import.meta.url))),
      linguiMacro(),
      react(),
      lingui(),
      contentSecurityPolicyMeta(env),
      preloadDefaultCatalog(),
      chunkModules(),
      precompressPlugin(),
    ],
    resolve: {
      alias: [
        ...layerAliases(),
        // See the file: no devtools ship, so Form's devtools client is a silent stand-in.
        {
          find: '@tanstack/devtools-event-client',
          replacement: fileURLToPath(new URL('./src/lib/vendor/devtools-event-client.ts', import.meta.url)),
        },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy(env) },
    // The preview server is plain HTTP, so it sends no HSTS (deploy/nginx.conf does, over HTTPS).
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: apiProxy(env), headers: securityHeaders(env) },
    build: {
      target: 'es2022',
      sourcemap: process.env.SOURCEMAP === '1',
      reportCompressedSize: false,
      manifest: true,
      // No <link rel=modulepreload> is written or appended at run time: a page's chunks load as its
      // imports ask for them. Measured with Lighthouse (mobile, signed in, ten runs each side): the
      // overviews' FCP ~0.2 s, LCP ~0.25 s and TBT lower without (info median TBT 767 → 447 ms).
      modulePreload: false,
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } } },
    },
    test: {
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
      // two finish the suite in 268 s instead of 339 s (the main process mostly waits on them).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      restoreMocks: true,
      testTimeout: 20_000,
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
      projects: [
        {
          extends: true,
          test: {
            // The app's unit and component tests. A worker runs its files one after another in one
            // DOM with the modules it has loaded (isolate: false), instead of a new worker, DOM and
            // module graph for each file: the project takes about 90 s instead of 210 s. Each file
            // starts from a fresh page (tests/setup/fresh-file.ts), and each test cleans up after
            // itself (tests/setup/vitest.setup.ts).
            name: 'app',
            include: APP_TESTS,
            exclude: TESTS_REPLACING_MODULES,
            ...APP_PAGE,
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
          },
        },
        {
          extends: true,
          test: {
            // The app's test files that replace a module or a global, or load the modules again,
            // each in a worker of its own: what they replace would reach the files that share one.
            name: 'app (own modules)',
            include: TESTS_REPLACING_MODULES,
            ...APP_PAGE,
          },
        },
        {
          extends: true,
          test: {
            // The app's pure logic (dates, filters, query strings, the route tree's access): in Node,
            // without a DOM or the mock server. The files share their worker's modules, which
            // halves the project's time: mocks and stubbed globals are undone after each test, and a
            // file that fakes the clock restores it in its afterEach. Shuffled runs pass.
            name: 'logic',
            include: ['tests/logic/**/*.test.ts'],
            environment: 'node',
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            include: ['tests/contract/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            // The reference backend: its generator, its handlers' figures and its HTTP behaviour.
            // Each file starts its own server on its own in-memory database; the files share their
            // worker's loaded modules (the backend's and the SQLite binding), which takes the
            // project from 52–57 s to 39 s on a quiet machine (decision 031). Spies are restored
            // after each test (restoreMocks); a file that replaces a module or a global gets a
            // worker of its own (below).
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: SERVER_TESTS_REPLACING_MODULES,
            ...SERVER_TESTS,
            isolate: false,
          },
        },
        ...(SERVER_TESTS_REPLACING_MODULES.length === 0
          ? []
          : [
              {
                extends: true as const,
                test: { name: 'server (own modules)', include: SERVER_TESTS_REPLACING_MODULES, ...SERVER_TESTS },
              },
            ]),
        {
          extends: true,
          test: {
            name: 'tooling',
            include: ['tests/tooling/**/*.test.ts'],
            environment: 'node',
          },
        },
      ],
    },
  };
});
