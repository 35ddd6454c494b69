/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DateString } from './dateString';
import type { TimeOfDay } from './timeOfDay';

export type TimelineSegmentGetParams = {
/**
 * The channel.
 */
channel_id: Id;
/**
 * Date of the broadcast day.
 */
date: DateString;
/**
 * Beginning of the stretch, `HH:mm:ss`.
 */
start: TimeOfDay;
/**
 * End of the stretch, `HH:mm:ss`, after `start`.
 */
end: TimeOfDay;
};
