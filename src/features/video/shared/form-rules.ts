import * as v from 'valibot';
import { ruleCheck, type Check } from '@kit/form/rules';

/** The messages the rules speak, in the person's language (made where `t` is at hand). */
export interface RuleWords {
  required: string;
  tooLong: (max: number) => string;
}

/** A text that must be given, at most `max` characters (trimmed). */
export function requiredText(words: RuleWords, max: number): Check {
  return ruleCheck(v.pipe(v.string(), v.trim(), v.nonEmpty(words.required), v.maxLength(max, words.tooLong(max))));
}

/** A text that may be left empty, at most `max` characters (trimmed). */
export function optionalText(words: RuleWords, max: number): Check {
  return ruleCheck(v.pipe(v.string(), v.trim(), v.maxLength(max, words.tooLong(max))));
}

/** Whether a text is an absolute address the browser can read. */
export function isAddress(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * An address with one of the schemes a call accepts (`https?`, `rtmp`…), at most 2048 characters.
 * Empty passes unless `required`.
 */
export function addressCheck(words: RuleWords & { scheme: string }, schemes: RegExp, required = true): Check {
  return (raw) => {
    const value = raw.trim();
    if (!value) return required ? words.required : undefined;
    if (value.length > 2048) return words.tooLong(2048);
    if (!schemes.test(value) || !isAddress(value)) return words.scheme;
    return undefined;
  };
}
