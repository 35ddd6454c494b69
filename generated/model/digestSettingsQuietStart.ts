/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The hour quiet hours begin; null for none.
 */
export type DigestSettingsQuietStart = number | null;
