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
import type { AlertSection } from './alertSection';
import type { AlertState } from './alertState';
import type { AlertRuleLastFiredAt } from './alertRuleLastFiredAt';

/**
 * One of the account's rules with its state and its last firing.
 */
export interface AlertRule {
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
  recipients: string[];
  language: AlertLanguage;
  id: Id;
  section: AlertSection;
  state: AlertState;
  created_at: string;
  /** When it last sent a notification; null before the first. */
  last_fired_at: AlertRuleLastFiredAt;
  /**
   * How many notifications it has sent.
   * @minimum 0
   */
  fired: number;
}
