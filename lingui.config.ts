import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['<rootDir>/src'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
