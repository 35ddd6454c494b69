/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Language the speech is recognised in.
 */
export type TranscriptionLanguage = typeof TranscriptionLanguage[keyof typeof TranscriptionLanguage];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TranscriptionLanguage = {
  ru: 'ru',
  en: 'en',
  ar: 'ar',
} as const;
