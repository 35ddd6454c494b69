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
 * A new rule. It starts active.
 */
export interface AlertCreateRequest {
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
them). Empty: the rule notifies in the app only.

   * @maxItems 10
   */
  recipients?: string[];
  language: AlertLanguage;
}
