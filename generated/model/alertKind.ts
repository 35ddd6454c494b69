/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * What a rule watches, and when it fires (docs/alerts.md gives the figures). Every kind looks at
whole days only, on the monitoring's clock (Moscow time): a day is whole once the next one has
begun, so today's figures, still coming in, never fire. A rule looks at the days from the one
it was created on: it never fires on what happened before it existed. Each kind's daily
figures are those the cabinet's statistics show for the same scope (`dynamics[].count`), days
without data counting 0.
- `spike`: the mentions of `scope` on a day stand far above its own usual level, the median
  of the 14 days before (more than `median + K × max(MAD, 1)`, K by `sensitivity`, at least 5
  mentions), and above the day before and the same weekday a week before: the charts' rule
  (`daySpike` in shared/spikes.ts). One notification a spike day, with `count`, `usual` (the
  median) and `ratio` (count / usual to one decimal, absent when the usual level is 0).
- `threshold`: on a day, `scope`'s mentions reach `value` (`metric: mentions`: count ≥
  value), or the share of its mentions that are negative reaches `value` (`metric:
  negative_share`: negative / count ≥ value, only on days with at least 10 mentions). One
  notification each day that reaches it, with `count`, `value` and, for the share, `share`.
- `new_story`: a story's first mention within `scope` (its filters and its theme, person or
  key entity) falls on the day. One notification a story, with `count`, its mentions there
  that day.
- `first_airplay`: a track that one of the account's uploads brought (`upload_id`, or any of
  them when absent) is played for the first time anywhere. One notification an upload, with
  the channel of its first play and `plays`, its plays that day.
- `new_channel_airplay`: `track_id` is played on a channel that had never played it before.
  One notification a channel, with that channel and `plays`, its plays there that day.
- `appearance`: `subject` (a person or an object of video monitoring) appears on one of
  `channels`. One notification a day it appears, with `count`, its appearances on those
  channels that day, and `channel`, the one it appeared on most.

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
