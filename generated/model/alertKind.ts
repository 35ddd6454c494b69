/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * What a rule watches, and when it fires (docs/alerts.md gives the figures):
- `spike`: the mentions of `scope` on a day stand far above its own usual level, the median
  of the 14 days before (more than `median + K × max(MAD, 1)`, K by `sensitivity`, at least 5
  mentions), and above the day before and the same weekday a week before. Whole days only: a
  day still coming in never fires.
- `threshold`: on a whole day, `scope`'s mentions (`metric: mentions`) reach `value`, or the
  negative share of its mentions (`metric: negative_share`, 0–1, on days with at least 10
  mentions) reaches `value`.
- `new_story`: a story is first seen in `scope`'s theme, or with its person or key entity.
- `first_airplay`: one of the account's uploads (`upload_id`, or any when absent) is played
  for the first time.
- `new_channel_airplay`: `track_id` is played on a channel that had never played it.
- `appearance`: `subject` (a person or an object of video monitoring) appears on one of
  `channels`.

 */
export type AlertKind = typeof AlertKind[keyof typeof AlertKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AlertKind = {
  spike: 'spike',
  threshold: 'threshold',
  new_story: 'new_story',
  first_airplay: 'first_airplay',
  new_channel_airplay: 'new_channel_airplay',
  appearance: 'appearance',
} as const;
