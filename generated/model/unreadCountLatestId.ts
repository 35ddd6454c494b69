/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';

/**
 * The newest notification's id, so a client can tell a new one from one it has seen; null with none.
 */
export type UnreadCountLatestId = Id | null;
