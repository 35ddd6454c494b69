/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { DigestSettingsQuietStart } from './digestSettingsQuietStart';
import type { DigestSettingsQuietEnd } from './digestSettingsQuietEnd';
import type { AlertLanguage } from './alertLanguage';

/**
 * The daily digest: at `hour` o'clock in `time_zone`, an email to the account's address listing
what each of its rules saw the day before (the date before the digest's own date in that zone:
how many notifications, and the largest figure among them), with the change against the day
before that. It is sent once a day, when enabled and the account has a rule, in `language`;
a day whose hour went by while it was off, or before it was set, gets none.
During quiet hours (from `quiet_start` o'clock to `quiet_end` o'clock, in the same zone, over
midnight when the start is the later hour) no alert email is sent: each waits for the end of
the quiet hours. The app's notifications are not held, nor is the digest. Quiet hours need
both ends or neither, and end at another hour than they start (a 400 names the field); an
unknown time zone is a 400 naming `time_zone`.

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
