#!/usr/bin/env node
// Writes translations into the catalogs: for each message of a JSON file, its Russian and Arabic
// text, into every catalog of that language where the message is still untranslated (or, with
// --force, wherever it stands).
//
//   npm run i18n:fill -- translations.json [--force]
//
// The file: { "English message": { "ru": "…", "ar": "…" }, … }. Run `npm run i18n:extract` first,
// so that the messages are in the catalogs; `npm run i18n:check` then tells what is left.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run i18n:fill -- translations.json [--force]');
  process.exit(2);
}
const force = flags.includes('--force');
/** @type {Record<string, Partial<Record<string, string>>>} */
const translations = JSON.parse(readFileSync(resolve(file), 'utf8'));
const quote = (/** @type {string} */ text) => JSON.stringify(text);

let written = 0;
const unused = new Set(Object.keys(translations));
for (const language of ['ru', 'ar']) {
  const dir = join(root, 'locales', language);
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.po'))) {
    const path = join(dir, name);
    const lines = readFileSync(path, 'utf8').split('\n');
    let changed = false;
    for (let index = 0; index < lines.length; index += 1) {
      const match = /^msgid (".*")$/.exec(lines[index]);
      if (!match) continue;
      // A message written over several lines: msgid "" followed by quoted parts.
      let id = JSON.parse(match[1]);
      let end = index;
      while (lines[end + 1]?.startsWith('"')) id += JSON.parse(lines[++end]);
      const text = translations[id]?.[language];
      if (text === undefined) continue;
      unused.delete(id);
      let strEnd = end + 1;
      if (!lines[strEnd]?.startsWith('msgstr ')) continue;
      let current = JSON.parse(lines[strEnd].slice(7));
      let last = strEnd;
      while (lines[last + 1]?.startsWith('"')) current += JSON.parse(lines[++last]);
      if (current && !force) continue;
      lines.splice(strEnd, last - strEnd + 1, `msgstr ${quote(text)}`);
      changed = true;
      written += 1;
    }
    if (changed) writeFileSync(path, lines.join('\n'));
  }
}
console.log(`i18n:fill: ${written} translation(s) written`);
if (unused.size > 0)
  console.warn(
    `not in any catalog (run npm run i18n:extract?): ${[...unused].map((id) => JSON.stringify(id)).join(', ')}`,
  );
