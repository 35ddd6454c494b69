#!/usr/bin/env node
// Fails when a message of the source code is missing from a catalog, untranslated, left as a copy
// of the English text in ru or ar, when a counted message lacks a plural form its language needs
// (Russian its zero form and one/few/many/other, Arabic its six categories: scripts/lib/plural-forms.mjs),
// or when a catalog holds messages the code no longer uses.
// It extracts into a scratch folder, so the committed catalogs are never touched.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { missingForms } from './lib/plural-forms.mjs';
import { parsePo } from './lib/po.mjs';

const root = resolve(import.meta.dirname, '..');
const scratch = join(root, '.i18n-check');
const locales = ['ru', 'en', 'ar'];
// Words that are the same in every language (brand and format names).
const sameEverywhere = new Set(['Media Monitor', 'PDF', 'XLSX', 'DOCX', 'CSV', 'Email', 'Telegram']);

rmSync(scratch, { recursive: true, force: true });
execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
  cwd: root,
  env: { ...process.env, LINGUI_CATALOG_DIR: scratch },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const catalogs = readdirSync(join(scratch, 'en')).filter((name) => name.endsWith('.po'));
const problems = [];
let total = 0;
for (const name of catalogs) {
  const expected = parsePo(readFileSync(join(scratch, 'en', name), 'utf8'));
  total += expected.size;
  for (const locale of locales) {
    const path = join(root, 'locales', locale, name);
    if (!existsSync(path)) {
      problems.push(`${locale}: catalog ${name} is missing (run npm run i18n:extract)`);
      continue;
    }
    const catalog = parsePo(readFileSync(path, 'utf8'));
    for (const [id, entry] of expected) {
      const have = catalog.get(id);
      if (!have) problems.push(`${locale}/${name}: missing "${id}"`);
      else if (!have.msgstr.trim()) problems.push(`${locale}/${name}: untranslated "${id}"`);
      else if (
        locale !== 'en' &&
        have.msgstr === entry.msgid &&
        /[A-Za-z]{3,}/.test(have.msgstr.replace(/\{[^}]*\}/g, '')) &&
        !sameEverywhere.has(have.msgstr)
      ) {
        problems.push(`${locale}: "${id}" is a copy of the English text`);
      } else {
        for (const lack of missingForms(locale, have.msgstr)) problems.push(`${locale}/${name}: "${id}": ${lack}`);
      }
    }
    for (const id of catalog.keys())
      if (!expected.has(id)) problems.push(`${locale}/${name}: "${id}" is no longer used (run npm run i18n:extract)`);
  }
}
rmSync(scratch, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(`i18n:check: ${problems.length} problem(s):`);
  for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`i18n:check: ${total} messages in ${catalogs.length} catalogs, each translated in ${locales.join(', ')}`);
