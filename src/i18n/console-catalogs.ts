import type { Messages } from '@lingui/core';

/** The catalogs of the consoles and what they open (all but those i18n.ts knows from the start). */
export const CONSOLE_CATALOGS = import.meta.glob<{ messages: Messages }>([
  '/locales/*/*.po',
  '!/locales/*/messages.po',
  '!/locales/*/sign-in.po',
]);
