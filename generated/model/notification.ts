/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { AlertKind } from './alertKind';
import type { AlertSection } from './alertSection';
import type { DateString } from './dateString';
import type { AlertFigures } from './alertFigures';
import type { NotificationTarget } from './notificationTarget';

/**
 * What a rule saw, once. `title` and `text` are in the language the request asks for
(Accept-Language), figures and dates written as that language writes them; `alert_name` is the
rule's name when it fired. `fired_at` is when the backend saw it, `day` the day it happened.

 */
export interface Notification {
  id: Id;
  alert_id: Id;
  /** @maxLength 100 */
  alert_name: string;
  kind: AlertKind;
  section: AlertSection;
  fired_at: string;
  day: DateString;
  read: boolean;
  /** @maxLength 300 */
  title: string;
  /** @maxLength 2000 */
  text: string;
  figures: AlertFigures;
  target: NotificationTarget;
}
