/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Tonality of a mention.
 */
export type Sentiment = typeof Sentiment[keyof typeof Sentiment];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Sentiment = {
  positive: 'positive',
  neutral: 'neutral',
  negative: 'negative',
} as const;
