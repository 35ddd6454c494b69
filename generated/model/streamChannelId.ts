/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Channel the stream belongs to; null while the stream is not linked to a channel.
 * @minimum 1
 * @maximum 9007199254740991
 */
export type StreamChannelId = number | null;
