// Lint policy. Besides the TypeScript and React hook rules it keeps the layers one-way
// (openapi -> generated -> src/api -> src/lib|ui|i18n -> src/kit -> features -> routes -> app,
// see docs/architecture.md): a layer never imports one that sits above it, and one feature never
// imports another.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cycles from './scripts/lint/cycle-rule.mjs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/lib',
    from: [
      './src/api',
      './src/ui',
      './src/i18n',
      './src/kit',
      './src/features',
      './src/routes',
      './src/app',
      './generated',
    ],
    message: 'src/lib holds pure helpers and imports no other layer.',
  },
  {
    target: './src/api',
    from: ['./src/ui', './src/i18n', './src/kit', './src/features', './src/routes', './src/app'],
    message: "The HTTP seam imports only src/lib (and the contract's table of sections).",
  },
  // The seam reads which section serves each path from the contract (generated/sections.ts, plain data).
  {
    target: './src/api',
    from: './generated',
    except: ['./sections.ts'],
    message: "The HTTP seam imports only src/lib (and the contract's table of sections).",
  },
  {
    target: './src/ui',
    from: ['./src/api', './src/kit', './src/features', './src/routes', './src/app', './generated'],
    message: 'UI primitives import only src/lib and src/i18n (formatters).',
  },
  {
    target: './src/i18n',
    from: ['./src/api', './src/ui', './src/kit', './src/features', './src/routes', './src/app', './generated'],
    message: 'i18n imports only src/lib.',
  },
  {
    target: './generated',
    from: ['./src/lib', './src/ui', './src/i18n', './src/kit', './src/features', './src/routes', './src/app'],
    message: 'Generated code imports only the HTTP seam (its mutator).',
  },
  {
    target: './src/kit',
    from: ['./src/features', './src/routes', './src/app'],
    message:
      'The monitoring kit is shared by every section: it may use the generated hooks, the seam, ui, lib and i18n, but no feature, route or the app.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features never import routes or the app.',
  },
  { target: './src/routes', from: ['./src/app'], message: 'Routes never import the app.' },
  // What both the app and the reference backend use (one spike detector) stands on its own.
  {
    target: './shared',
    from: ['./src', './server', './generated'],
    message: 'shared/ holds what the app and the reference backend both use: it imports neither.',
  },
  // The app and the reference backend meet only through the contract (and shared/).
  {
    target: './src',
    from: './server',
    message: 'The app never imports the reference backend: they meet only through the contract.',
  },
  {
    target: './server',
    from: './src',
    message: 'The reference backend never imports the app: they meet only through the contract.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'One feature does not import another: move what sections share to src/kit (or src/ui, src/lib).',
  })),
];

// What lingui/no-unlocalized-strings lets through: strings that are not text a person reads. The
// rule reports every other string, template and JSX text of the app that no `t`, `msg`, `<Trans>`
// or `<Plural>` carries.
const notText = {
  ignore: [
    // Identifier-like tokens, no space and no capital at the start: keys and union members
    // ('created_at', 'video_infopole', 'idle'), CSS classes and element ids ('block-wide',
    // `${id}-title`), paths, URLs and globs ('/cabinet/info/main'), MIME types
    // ('text/csv;charset=utf-8'), storage keys ('mediamonitor.session'), language tags ('en-GB'),
    // file-name slugs ('top-stories', '.csv'), DOM and Intl option values ('smooth', '2-digit'),
    // camelCase names ('onResolved'). The app's English text starts with a capital or has several
    // words.
    '^[_.:;=/*+-]*[a-z0-9][a-zA-Z0-9]*(?:[_.:;=/*+-]+[a-zA-Z0-9]+)*[_.:;=/*+-]*$',
    // Negated globs ('!/locales/*/messages.po').
    '^![_.:;=/*+-]*[a-z0-9][a-zA-Z0-9]*(?:[_.:;=/*+-]+[a-zA-Z0-9]+)*[_.:;=/*+-]*$',
    // PascalCase names of two words or more: classes, components, routes, key names ('ArrowLeft').
    '^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$',
    // UPPER_CASE tokens: the contract's enum values ('TV', 'NEWS_AGENCY'), cookie names, algorithm
    // and file format names ('SHA-256', 'CSV').
    '^[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*$',
    // HTTP header names ('X-Content-Hash') and the Authorization scheme.
    '^X-[A-Za-z]+(?:-[A-Za-z]+)*$',
    '^Bearer$',
    // data: URLs.
    '^data:\\S+$',
    // Colours.
    '^#[0-9a-fA-F]{3,8}$',
    // CSS media queries ('(min-width: 768px)').
    '^\\((?:min|max|prefers)-[a-z-]+:\\s*[a-z0-9.-]+\\)$',
    // A single character (a letter folded for search).
    '^.$',
    // JSON documents (the QA faults' answer bodies).
    '^[[{]\\s*"',
  ],
  ignoreNames: [
    // CSS classes (className, rowClass, …).
    { regex: { pattern: '[cC]lass(Name)?$' } },
    // A route's metadata: its name is the route's identifier.
    'staticData',
    // CSS font stacks and selectors.
    'fontFamily',
    { regex: { pattern: 'selector$', flags: 'i' } },
    // A value under a language code is written in that language: the language menu names each
    // language in itself.
    { regex: { pattern: '^(ru|en|ar)$' } },
  ],
  ignoreFunctions: [
    // Error messages are for developers: a screen describes a failure in its own words.
    '*Error',
    'DOMException',
    // Selectors, media queries and header names.
    '*.querySelector',
    '*.querySelectorAll',
    '*.closest',
    'matchMedia',
    '*.getResponseHeader',
    // Lookups by key (headers, search parameters, maps).
    '*.get',
    // date-fns patterns (format(date, 'yyyy-MM-dd')) are date fields, not words.
    'format',
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'generated',
      'node_modules',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      '.codegen-check',
      'src/app/route-tree.gen.ts',
      'docs/api',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.browser } },
    // The TypeScript resolver reads the layer aliases (`@lib/…`) from the tsconfig files, so the
    // zone rules see the real file behind every import.
    settings: {
      'import/resolver': {
        typescript: {
          project: ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json', 'tsconfig.server.json'],
          noWarnOnMultipleProjects: true,
        },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Monitored content is rendered as text, never as HTML.',
        },
      ],
    },
  },
  {
    // React's rules where React is written: the app, and the tests that render it. Their compiler
    // analysis is a third of the lint's time, so the backend, scripts and browser tests skip it.
    files: ['src/**/*.{ts,tsx}', 'tests/{unit,component,setup}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests and scripts are leaves: nothing imports them, so only the app is searched for cycles,
    // of every kind of import (scripts/lint/cycle-rule.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { cycles },
    rules: {
      'cycles/no-cycle': 'error',
    },
  },
  {
    // The app's markup is checked for accessibility (labels, roles, keyboard access, alt text):
    // jsx-a11y's recommended rules, as errors.
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table or chart table that scrolls sideways is a named region in the tab order, so the
      // keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): the rule's own
      // option lists the roles that may take a tabIndex, and the region joins its tabpanel.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // No text a person reads skips translation: every string of the app is either carried by a
    // Lingui macro (t, msg, <Trans>, <Plural>) or is not text (notText above). The other rules
    // keep messages translatable: named placeholders, no message made of a variable alone, no
    // message nested in another, t`` only where a language is active.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', notText],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-plural-inside-trans': 'error',
      'lingui/consistent-plural-format': ['error', { style: 'hash' }],
    },
  },
  {
    // The section registry is plain data that Node tooling loads too, so it cannot use the macros:
    // its labels are message descriptors marked with an i18n comment, whose `message` Lingui
    // extracts and translates; `name` is a route's identifier.
    files: ['src/lib/sections.ts'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        { ...notText, ignoreNames: [...notText.ignoreNames, 'message', 'name'] },
      ],
    },
  },
  {
    // Where an answer departs from the contract's shape, described for developers: it ends in the
    // HttpError's message, which no screen shows (a screen says the answer could not be read).
    files: ['src/lib/response-shape.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs } },
  },
  {
    files: [
      'scripts/**/*.mjs',
      '*.config.{js,ts}',
      'tests/e2e/**/*.ts',
      'tests/e2e-reference/**/*.ts',
      'tests/e2e-alerts/**/*.ts',
      'tests/e2e-start/**/*.ts',
      'server/**/*.ts',
      'tests/server/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
