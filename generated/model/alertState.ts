/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * `active`: evaluated; `paused`: kept but silent until resumed (the days it was paused are not
looked at later); `stopped`: the account no longer has the section's key, so the rule cannot
watch it (it starts again when the key comes back, from that day on). A paused rule whose key
is gone is `stopped`.

 */
export type AlertState = typeof AlertState[keyof typeof AlertState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertState = {
  active: 'active',
  paused: 'paused',
  stopped: 'stopped',
} as const;
