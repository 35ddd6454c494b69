/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Time of the broadcast day, `HH:mm:ss`, in the service's time zone (Europe/Moscow, UTC+03:00).
The cabinet converts it to seconds of the day (3600 per hour, 60 per minute). A program that
runs past midnight ends at `23:59:59` and continues in the next day's timeline.

 * @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$
 */
export type TimeOfDay = string;
