/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { StreamHunterSourceType } from './streamHunterSourceType';
import type { StreamHunterSourceCountry } from './streamHunterSourceCountry';
import type { StreamHunterSourceState } from './streamHunterSourceState';

/**
 * A stream source found by StreamHunter, the stream discovery service.
 */
export interface StreamHunterSource {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 2048 */
  url: string;
  /** Stream type; null until the first check of a source added by hand has detected it. */
  type: StreamHunterSourceType;
  /**
   * ISO 3166-1 alpha-2 code of the source's country; null until it is known.
   * @pattern ^[A-Z]{2}$
   */
  country: StreamHunterSourceCountry;
  state: StreamHunterSourceState;
  created_at: string;
}
