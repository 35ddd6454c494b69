/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Logo image; null when none was set.
 */
export type ChannelCreateRequestLogoUrl = string | null;
