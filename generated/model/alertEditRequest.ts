/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AlertKind } from './alertKind';
import type { AlertScope } from './alertScope';
import type { AlertSensitivity } from './alertSensitivity';
import type { AlertMetric } from './alertMetric';
import type { Id } from './id';
import type { AlertSubject } from './alertSubject';
import type { AlertLanguage } from './alertLanguage';

/**
 * A rule written anew, whole (every field it had and is still to have; one left out is gone).
Its state, notifications and the days already looked at stay: an edit does not look back.

 */
export interface AlertEditRequest {
  /**
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  kind: AlertKind;
  scope?: AlertScope;
  sensitivity?: AlertSensitivity;
  metric?: AlertMetric;
  /**
   * The threshold's level; for `negative_share` a share below 1 (0.4 is 40 %).
   * @maximum 1000000
   */
  value?: number;
  upload_id?: Id;
  track_id?: Id;
  subject?: AlertSubject;
  /**
   * The channels an appearance rule watches.
   * @minItems 1
   * @maxItems 20
   */
  channels?: Id[];
  /**
   * Who gets the rule's emails: up to 10 addresses (the account's own among them when it wants
them). Empty or absent: the rule notifies in the app only. Each email is written in
`language`, HTML with a plain-text part, its subject saying what happened and its link
opening the cabinet's page of the notification's `target`; during the account's quiet
hours it waits for their end (see `DigestSettings`).

   * @maxItems 10
   */
  recipients?: string[];
  language: AlertLanguage;
  id: Id;
}
