/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type AlertSubjectType = typeof AlertSubjectType[keyof typeof AlertSubjectType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertSubjectType = {
  person: 'person',
  object: 'object',
} as const;
