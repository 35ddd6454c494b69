/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Role of an admin console account. `admin` manages everything; `operator` uploads tracks and runs reports but cannot change channels.
 */
export type AdminRole = typeof AdminRole[keyof typeof AdminRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AdminRole = {
  admin: 'admin',
  operator: 'operator',
} as const;
