/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DigestSettingsQuietStart } from './digestSettingsQuietStart';
import type { DigestSettingsQuietEnd } from './digestSettingsQuietEnd';
import type { AlertLanguage } from './alertLanguage';

/**
 * The daily digest: at `hour` o'clock in `time_zone`, an email to the account's address listing
what each of its rules saw the day before, with the change against the day before that.
During quiet hours (from `quiet_start` to `quiet_end`, in the same zone) no alert email is
sent: they wait for the end of the quiet hours, and the app's notifications are not held.

 */
export interface DigestSettings {
  enabled: boolean;
  /**
   * @minimum 0
   * @maximum 23
   */
  hour: number;
  /**
   * An IANA time zone, such as Europe/Moscow or Asia/Dubai.
   * @minLength 1
   * @maxLength 64
   */
  time_zone: string;
  /** The hour quiet hours begin; null for none. */
  quiet_start?: DigestSettingsQuietStart;
  /** The hour quiet hours end (exclusive); null for none. */
  quiet_end?: DigestSettingsQuietEnd;
  language: AlertLanguage;
}
