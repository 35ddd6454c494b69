/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The section a rule belongs to, from its kind: `info` (spike, threshold, new_story, needs the
`infopole` key), `music` (first_airplay, new_channel_airplay: `music`), `video` (appearance:
`video_infopole`; the `all` key grants each). A rule whose key the account loses stops
(`state: stopped`) and is not evaluated, and starts again when the key comes back; what
happened meanwhile is not notified later.

 */
export type AlertSection = typeof AlertSection[keyof typeof AlertSection];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertSection = {
  info: 'info',
  music: 'music',
  video: 'video',
} as const;
