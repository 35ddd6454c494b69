/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type RecoveryResultSuccess = typeof RecoveryResultSuccess[keyof typeof RecoveryResultSuccess];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecoveryResultSuccess = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
