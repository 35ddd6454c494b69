/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { VideoObjectCategory } from './videoObjectCategory';

/**
 * A new object to monitor. It needs a reference image, a description, or both.
 */
export type VideoObjectAddRequest = (unknown & {
  /**
   * Unique among the account's objects: a name already taken is refused.
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  category: VideoObjectCategory;
  /**
   * Publicly reachable JPEG or PNG picture of the object, used to train the recogniser.
   * @maxLength 2048
   */
  reference_image_url?: string;
  /**
   * @minLength 1
   * @maxLength 1000
   */
  description?: string;
}) | (unknown & {
  /**
   * Unique among the account's objects: a name already taken is refused.
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  category: VideoObjectCategory;
  /**
   * Publicly reachable JPEG or PNG picture of the object, used to train the recogniser.
   * @maxLength 2048
   */
  reference_image_url?: string;
  /**
   * @minLength 1
   * @maxLength 1000
   */
  description?: string;
});
