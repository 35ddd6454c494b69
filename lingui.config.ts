import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { SECTIONS } from './src/lib/sections';

const dir = process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales';

/**
 * Catalogs by where their messages are shown, each loaded when the person first needs it:
 * `messages` for the sign-in pages and errors (loaded at start), `cabinet` for the cabinet and
 * admin frames and the shared kit, and one per section that the section registry
 * (src/lib/sections.ts) gives a catalog of its own, made from `src/features/<catalog>`. A page
 * downloads only the messages it can show.
 */
const SIGN_IN = [
  '<rootDir>/src/features/auth/**',
  '<rootDir>/src/features/errors/**',
  '<rootDir>/src/features/landing/**',
  '<rootDir>/src/features/shell/login-layout.tsx',
  // The form kit's messages (why a call failed) are needed on the sign-in pages too.
  '<rootDir>/src/kit/form/**',
  '<rootDir>/src/i18n/**',
];
export const AREAS = [...new Set(SECTIONS.flatMap((section) => (section.catalog ? [section.catalog] : [])))];
const AREA_PATHS = AREAS.map((area) => `<rootDir>/src/features/${area}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: `${dir}/{locale}/messages`, include: SIGN_IN },
    { path: `${dir}/{locale}/cabinet`, include: ['<rootDir>/src'], exclude: [...SIGN_IN, ...AREA_PATHS] },
    ...AREAS.map((area) => ({ path: `${dir}/{locale}/${area}`, include: [`<rootDir>/src/features/${area}`] })),
  ],
  format: formatter({ lineNumbers: false }),
});
