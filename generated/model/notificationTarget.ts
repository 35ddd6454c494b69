/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AlertSection } from './alertSection';
import type { Period } from './period';
import type { DateString } from './dateString';
import type { AlertScope } from './alertScope';
import type { Id } from './id';
import type { AlertSubject } from './alertSubject';

/**
 * Where a notification leads: the section's page that shows what happened, with the period and
filters to show it and the day to mark. `period` is the 14 days before the day and the day for
a spike, the day itself for every other kind; `mark` is the day; `scope` is the rule's (info),
`track_id` and `upload_id` the track (music), `subject` the person or object (video). The
cabinet opens it; an email's link is built from it, on the app's origin, in the cabinet's own
query style (qs brackets, values percent-encoded, empty parts left out), in this order:
- info: `/cabinet/info/main?period[start_date]=…&period[end_date]=…&channels[]=…&channel_types[]=…&content_type[]=…&markers[]=…&theme=…&person=…&mark=YYYY-MM-DD`,
  where `channels[]` is `channel_id` when the scope is narrowed to one channel (else its
  `channels`), `markers[]` holds `markers` and then `marker_id`, and a story narrowing has no
  parameter of its own;
- music: `/cabinet/music/main?period[start_date]=…&period[end_date]=…&mark=…`;
- video: `/cabinet/video/main?period[start_date]=…&period[end_date]=…&mark=…`.

 */
export interface NotificationTarget {
  section: AlertSection;
  period: Period;
  mark: DateString;
  scope?: AlertScope;
  track_id?: Id;
  upload_id?: Id;
  subject?: AlertSubject;
}
