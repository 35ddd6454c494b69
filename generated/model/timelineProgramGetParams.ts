/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DateString } from './dateString';

export type TimelineProgramGetParams = {
/**
 * `program_id` of a timeline interval.
 */
program_id: Id;
/**
 * Date of the broadcast day the interval belongs to.
 */
date: DateString;
};
