/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Id of the video content item this airing was matched to, or null when it matched none.
 * @minimum 1
 * @maximum 9007199254740991
 */
export type VideoContentSegmentContentId = number | null;
