/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * A new person to recognise in video, with a reference photo of the face.
 */
export interface VideoPersonAddRequest {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  position?: string;
  /**
   * Publicly reachable JPEG or PNG photo showing the face frontally.
   * @maxLength 2048
   */
  reference_image_url: string;
}
