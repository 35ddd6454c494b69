// The plural forms a translated message offers, read from its ICU text: every
// `{name, plural, …}` (or selectordinal) block, nested ones included, with the selectors of its
// cases (`=0`, `one`, `few`, …).

/** @typedef {{ argument: string; selectors: string[] }} PluralBlock */

/**
 * The blocks of a message: for each plural argument, the selectors of its cases in order.
 * @param {string} message
 * @returns {PluralBlock[]}
 */
export function pluralBlocks(message) {
  /** @type {PluralBlock[]} */
  const blocks = [];
  scan(message, 0, blocks);
  return blocks;
}

/**
 * Reads the text from `start` up to the closing brace of the current level; returns its index.
 * @param {string} text
 * @param {number} start
 * @param {PluralBlock[]} blocks
 * @returns {number}
 */
function scan(text, start, blocks) {
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === "'" && text[i + 1] === "'") {
      i += 2;
    } else if (char === '{') {
      const head = /^\{\s*([\w.]+)\s*,\s*(plural|selectordinal|select)\s*,/.exec(text.slice(i));
      if (head) {
        /** @type {string[]} */
        const selectors = [];
        i = cases(text, i + head[0].length, selectors, blocks);
        if (head[2] !== 'select') blocks.push({ argument: /** @type {string} */ (head[1]), selectors });
      } else {
        i = scan(text, i + 1, blocks) + 1;
      }
    } else if (char === '}') {
      return i;
    } else {
      i += 1;
    }
  }
  return i;
}

/**
 * Reads `selector {text} selector {text} …}` and returns the index after the block's closing brace.
 * @param {string} text
 * @param {number} start
 * @param {string[]} selectors
 * @param {PluralBlock[]} blocks
 * @returns {number}
 */
function cases(text, start, selectors, blocks) {
  let i = start;
  while (i < text.length) {
    const rest = text.slice(i);
    const selector = /^\s*(offset:\d+\s*)?(=\d+|[a-z]+)\s*\{/.exec(rest);
    if (selector) {
      selectors.push(/** @type {string} */ (selector[2]));
      i = scan(text, i + selector[0].length, blocks) + 1;
      continue;
    }
    const close = /^\s*\}/.exec(rest);
    if (close) return i + close[0].length;
    i += 1;
  }
  return i;
}

/**
 * The forms each language must give a counted message: Russian the specification's rule (a form
 * of its own for zero, then one, few, many and other), Arabic its six CLDR categories (zero may
 * be written `=0`), English one and other.
 * @type {Record<string, string[][]>}
 */
export const REQUIRED_FORMS = {
  ru: [['=0'], ['one'], ['few'], ['many'], ['other']],
  ar: [['=0', 'zero'], ['one'], ['two'], ['few'], ['many'], ['other']],
  en: [['one', '=1'], ['other']],
};

/**
 * The forms a translation lacks, one line per block that lacks any.
 * @param {string} locale
 * @param {string} message
 * @returns {string[]}
 */
export function missingForms(locale, message) {
  const required = REQUIRED_FORMS[locale] ?? [];
  return pluralBlocks(message).flatMap(({ argument, selectors }) => {
    const lacking = required
      .filter((options) => !options.some((option) => selectors.includes(option)))
      .map((options) => options.join(' or '));
    return lacking.length > 0 ? [`{${argument}, plural} lacks ${lacking.join(', ')}`] : [];
  });
}
