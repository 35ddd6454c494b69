/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { PersonCloudItem } from './personCloudItem';

/**
 * Persons of the cloud, sorted by `weight` descending, at most `limit`.
 */
export interface PersonCloud {
  /** @maxItems 1000 */
  items: PersonCloudItem[];
}
