/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The language of a rule's emails and of the digest.
 */
export type AlertLanguage = typeof AlertLanguage[keyof typeof AlertLanguage];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertLanguage = {
  ru: 'ru',
  en: 'en',
  ar: 'ar',
} as const;
