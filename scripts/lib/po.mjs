// A reader for the gettext catalogs Lingui writes: entries keyed by msgctxt + msgid.
/** @typedef {{ msgid: string; msgstr: string; msgctxt: string | undefined }} PoEntry */

/**
 * @param {string} line
 * @returns {string}
 */
function unquote(line) {
  return JSON.parse(line.trim());
}

/**
 * @param {string} text
 * @returns {Map<string, PoEntry>}
 */
export function parsePo(text) {
  /** @type {Map<string, PoEntry>} */
  const entries = new Map();
  /** @type {Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string>>} */
  let entry = {};
  /** @type {'msgctxt' | 'msgid' | 'msgstr' | undefined} */
  let field;
  const flush = () => {
    if (entry.msgid !== undefined && entry.msgid !== '') {
      const key = entry.msgctxt ? `${entry.msgctxt}\u0004${entry.msgid}` : entry.msgid;
      entries.set(key, { msgid: entry.msgid, msgstr: entry.msgstr ?? '', msgctxt: entry.msgctxt });
    }
    entry = {};
    field = undefined;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (match) {
      if (match[1] === 'msgctxt' && entry.msgid !== undefined) flush();
      field = /** @type {'msgctxt' | 'msgid' | 'msgstr'} */ (match[1]);
      entry[field] = unquote(/** @type {string} */ (match[2]));
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    }
  }
  flush();
  return entries;
}
