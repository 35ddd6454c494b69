/**
 * Finding words in a transcript. Text is compared folded (lower case, ё as е) one character for
 * one, so a match's place in the folded text is its place in the original, and the original is
 * what is shown, split into plain and matching parts (rendered as text, never as markup).
 */

/** Shortest query that is searched for. */
export const MIN_QUERY = 2;

/** The text in lower case with ё as е, keeping every character's position. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Almost always one for one; a few characters (İ) grow when lowered and then stay as they are.
  if (lower.length === text.length) return lower.replaceAll('ё', 'е');
  let folded = '';
  for (const char of text) {
    const one = char.toLowerCase();
    folded += one.length === char.length ? one : char;
  }
  return folded.replaceAll('ё', 'е');
}

/** The folded query worth searching for, or `undefined` when it is too short. */
export function searchTerm(query: string | undefined): string | undefined {
  const term = fold((query ?? '').trim().replace(/\s+/g, ' '));
  return [...term].length >= MIN_QUERY ? term : undefined;
}

/** Where a folded term starts in a folded text, without overlaps. */
export function matchStarts(folded: string, term: string): number[] {
  const starts: number[] = [];
  let from = 0;
  for (;;) {
    const at = folded.indexOf(term, from);
    if (at < 0) return starts;
    starts.push(at);
    from = at + term.length;
  }
}

export interface TextPart {
  text: string;
  /** The number of the match this part is (from 0 in its text); absent for plain text. */
  match?: number;
}

/** A text cut into plain parts and the matches found at `starts`. */
export function splitText(text: string, starts: readonly number[], length: number): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  starts.forEach((start, match) => {
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: text.slice(start, start + length), match });
    at = start + length;
  });
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The anchor of each utterance, from its time: `t-52.8`. An utterance starting at the same time as
 * an earlier one gets a suffix, so every anchor is unique.
 */
export function utteranceAnchors(starts: readonly number[]): string[] {
  const seen = new Map<string, number>();
  return starts.map((start) => {
    const base = `t-${Number(start.toFixed(3))}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  });
}

/** The number of each text's first match among the matches of all of them, counted in order from 0. */
export function firstMatchNumbers(matches: readonly (readonly number[])[]): number[] {
  const firsts: number[] = [];
  let count = 0;
  for (const starts of matches) {
    firsts.push(count);
    count += starts.length;
  }
  return firsts;
}
