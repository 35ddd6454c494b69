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
filters to show it and the day to mark. The cabinet opens it; an email's link is built from it.

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
