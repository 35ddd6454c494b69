/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * One audio file: audio/mpeg, audio/wav, audio/flac, audio/aac or audio/ogg, at most 100 MB (104 857 600 bytes).
 */
export type AudioFile = Blob;
