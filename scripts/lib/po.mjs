// A reader for the gettext catalogs Lingui writes: entries keyed by msgctxt + msgid.
function unquote(line) {
  return JSON.parse(line.trim());
}

export function parsePo(text) {
  const entries = new Map();
  let entry = {};
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
      field = match[1];
      entry[field] = unquote(match[2]);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    }
  }
  flush();
  return entries;
}
