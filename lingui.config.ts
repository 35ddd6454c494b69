import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { PAGE_CATALOGS, SECTIONS } from './src/lib/sections';

const dir = process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales';

/**
 * Catalogs by where their messages are shown, each loaded when the person first needs it:
 * `messages` for what every page may show (errors, the form kit's failures, the language switch:
 * loaded at start), `sign-in` for the sign-in, registration and recovery screens (loaded by their
 * routes), `cabinet` for the cabinet and
 * admin frames and the shared kit, and one per section that the section registry
 * (src/lib/sections.ts) gives a catalog of its own, made from `src/features/<catalog>`, less the
 * folders of the registry's page-level catalogs (`PAGE_CATALOGS`: forms and lists only some pages
 * show). A page downloads only the messages it can show.
 */
const SIGN_IN_SCREENS = ['<rootDir>/src/features/auth/**'];
const SIGN_IN = [
  ...SIGN_IN_SCREENS,
  '<rootDir>/src/features/errors/**',
  '<rootDir>/src/features/landing/**',
  '<rootDir>/src/features/shell/login-layout.tsx',
  '<rootDir>/src/features/shell/start-overlay.tsx',
  // The form kit's messages (why a call failed) are needed on the sign-in pages too.
  '<rootDir>/src/kit/form/**',
  '<rootDir>/src/i18n/**',
];
/**
 * Catalogs of what loads on demand (a dialog, a panel that opens, a note that only some moves
 * bring), loaded with that code (`loadAreaCatalog(name)` beside its dynamic import): the pages
 * that never open it do not download its messages.
 */
export const ON_DEMAND_CATALOGS: Record<string, readonly string[]> = {
  'on-demand': [
    'src/kit/filters/calendar-dialog.tsx',
    'src/kit/views/views-dialog.tsx',
    'src/kit/views/view-note.tsx',
    'src/ui/multi-combobox-panel.tsx',
    'src/kit/filters/print-header.tsx',
    'src/kit/filters/filter-words.ts',
    'src/kit/table/csv-export.tsx',
  ],
  // The personal information form, in the drawer (loaded as the drawer shows it).
  profile: ['src/features/profile/**'],
  // Alerts (decision 027): the bell's panel, the alert form and the alerts page, loaded with them.
  alerts: [
    'src/kit/alerts/notifications-panel.tsx',
    'src/kit/alerts/notification-item.tsx',
    'src/kit/alerts/alert-form.tsx',
    'src/kit/alerts/labels.ts',
    'src/features/alerts/**',
  ],
  // The QA scenario switch: mock builds only, so production never downloads its messages.
  qa: ['src/features/qa/**'],
};
const ON_DEMAND_FILES = Object.values(ON_DEMAND_CATALOGS).flatMap((files) => files.map((file) => `<rootDir>/${file}`));
/**
 * Kit files that only some pages show: their messages go to the catalogs of those pages rather
 * than to the cabinet's, which every page loads. The track uploads table is shown by the cabinet's
 * upload history (music-uploads) and the console's (admin).
 */
const PAGE_KIT_FILES: Record<string, readonly string[]> = {
  'src/kit/reports/uploads-table.tsx': ['music-uploads', 'admin'],
};
const kitFilesOf = (catalog: string) =>
  Object.entries(PAGE_KIT_FILES).flatMap(([file, catalogs]) =>
    catalogs.includes(catalog) ? [`<rootDir>/${file}`] : [],
  );
export const AREAS = [...new Set(SECTIONS.flatMap((section) => (section.catalog ? [section.catalog] : [])))];
const AREA_PATHS = AREAS.map((area) => `<rootDir>/src/features/${area}/**`);
// Page-level catalogs take their folders out of their section's catalog.
const pageFolders = (area: string) =>
  Object.values(PAGE_CATALOGS).flatMap((catalog) =>
    catalog.section === area ? catalog.folders.map((folder) => `<rootDir>/${folder}/**`) : [],
  );

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: `${dir}/{locale}/messages`, include: SIGN_IN, exclude: SIGN_IN_SCREENS },
    { path: `${dir}/{locale}/sign-in`, include: SIGN_IN_SCREENS },
    {
      path: `${dir}/{locale}/cabinet`,
      include: ['<rootDir>/src'],
      exclude: [
        ...SIGN_IN,
        ...AREA_PATHS,
        ...ON_DEMAND_FILES,
        ...Object.keys(PAGE_KIT_FILES).map((file) => `<rootDir>/${file}`),
      ],
    },
    ...AREAS.map((area) => ({
      path: `${dir}/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}`, ...kitFilesOf(area)],
      exclude: pageFolders(area),
    })),
    ...Object.entries(PAGE_CATALOGS).map(([name, catalog]) => ({
      path: `${dir}/{locale}/${name}`,
      include: [...catalog.folders.map((folder) => `<rootDir>/${folder}`), ...kitFilesOf(name)],
    })),
    ...Object.entries(ON_DEMAND_CATALOGS).map(([name, files]) => ({
      path: `${dir}/{locale}/${name}`,
      include: files.map((file) => `<rootDir>/${file}`),
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
