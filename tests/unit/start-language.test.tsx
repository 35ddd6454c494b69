import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@i18n/i18n';
import { LOCALE_STORAGE_KEY } from '@i18n/locales';
import { WAIT } from '../setup/blocks';

/**
 * Section 10: the app starts in the default language, Russian, or in the language stored under
 * `user-locale`; a stored value that is not one of its languages is no choice at all
 * (src/main.tsx with `initialLocale` of src/i18n/locales.ts).
 */
describe('the language the app starts in', () => {
  it('is Russian when the stored language is one the app does not have', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    document.body.innerHTML = '<div id="root"></div>';
    // The app's own entry point, as index.html loads it: `/` leads a visitor to the sign-in page.
    await import('../../src/main');
    await screen.findByRole('heading', { level: 1, name: 'Вход в личный кабинет' }, WAIT);
    expect(i18n.locale).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });
});
