/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { DateTime } from './dateTime';
import type { Period } from './period';
import type { TaskState } from './taskState';
import type { FileFormat } from './fileFormat';

/**
 * A generated info report. `formats` lists the files that can be downloaded; it is empty until `state` is `done`.
 */
export interface InfoReport {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 300
   */
  title: string;
  created_at: DateTime;
  period: Period;
  state: TaskState;
  /** @maxItems 4 */
  formats: FileFormat[];
}
