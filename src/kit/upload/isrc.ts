/**
 * The International Standard Recording Code as the contract takes it: 12 characters without
 * dashes, 2 letters (the country), 3 letters or digits (the registrant), 2 digits (the year)
 * and 5 digits (the recording). People copy it from labels and catalogues with dashes or spaces
 * (`RU-B42-26-00101`) and in small letters; those are accepted and sent in the contract's form.
 */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{2}\d{5}$/;

/** An ISRC as typed, without its dashes and spaces, in capitals. */
export function normalizeIsrc(typed: string): string {
  return typed.replace(/[\s\u2010-\u2015-]/g, '').toUpperCase();
}

/** Whether what was typed is an ISRC (dashes, spaces and small letters allowed). */
export function isIsrc(typed: string): boolean {
  return ISRC_PATTERN.test(normalizeIsrc(typed));
}
