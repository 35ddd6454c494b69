import { makeConfig } from '@lingui/conf';
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, FALLBACK_LOCALE } from '@i18n/locales';
import linguiConfig from '../../lingui.config';

/**
 * Section 10: the fallback language is English. A message a Russian or Arabic catalog lacks, or
 * leaves untranslated, is shown in English: the project's Lingui configuration
 * (lingui.config.ts: `sourceLocale`, `fallbackLocales`) fills it in when a catalog is compiled
 * for the app (the Vite plugin does this for every catalog `src/i18n/i18n.ts` loads).
 */

const IN_EVERY = 'Probe: in every catalog';
const NOT_IN_RU = 'Probe: untranslated in Russian';
const NOT_IN_AR = 'Probe: untranslated in Arabic';
const ONLY_EN = 'Probe: only in the English catalog';

const po = (language: string, entries: [msgid: string, msgstr: string][]) =>
  [
    `msgid ""`,
    `msgstr ""`,
    `"Language: ${language}\\n"`,
    '',
    ...entries.flatMap(([id, str]) => [`msgid "${id}"`, `msgstr "${str}"`, '']),
  ].join('\n');

/** Catalogs of one name in a scratch folder: the English one complete, the others each missing something. */
const scratch = mkdtempSync(join(tmpdir(), 'i18n-fallback-'));
for (const [locale, entries] of Object.entries({
  en: [
    [IN_EVERY, 'In English'],
    [NOT_IN_RU, 'Russian is missing, English shows'],
    [NOT_IN_AR, 'Arabic is missing, English shows'],
    [ONLY_EN, 'Only English has it'],
  ],
  ru: [
    [IN_EVERY, 'По-русски'],
    [NOT_IN_RU, ''],
    [NOT_IN_AR, 'Арабского нет, но русский есть'],
  ],
  ar: [
    [IN_EVERY, 'بالعربية'],
    [NOT_IN_RU, 'الروسية مفقودة'],
    [NOT_IN_AR, ''],
  ],
} satisfies Record<string, [string, string][]>)) {
  mkdirSync(join(scratch, locale));
  writeFileSync(join(scratch, locale, 'probe.po'), po(locale, entries));
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The project's configuration with its catalogs in the scratch folder, as the app compiles each language. */
async function compiled(locale: string): Promise<Messages> {
  const config = makeConfig(
    { ...linguiConfig, rootDir: scratch, catalogs: [{ path: join(scratch, '{locale}', 'probe'), include: [] }] },
    { skipValidation: true },
  );
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('no catalog');
  const { fallbackLocales, sourceLocale } = config;
  if (!fallbackLocales || !sourceLocale) throw new Error('the configuration names no fallback or source language');
  const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
  const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  return (JSON.parse(source) as { messages: Messages }).messages;
}

async function shown(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await compiled(locale) });
  return (message: string) => i18n._(generateMessageId(message));
}

describe('the fallback language', () => {
  it('is English, and Russian is the default', () => {
    expect(FALLBACK_LOCALE).toBe('en');
    expect(DEFAULT_LOCALE).toBe('ru');
    expect(linguiConfig.locales).toEqual(expect.arrayContaining(['ru', 'en', 'ar']));
  });

  it('fills in a message the Russian catalog leaves untranslated or lacks, in English', async () => {
    const ru = await shown('ru');
    expect(ru(IN_EVERY)).toBe('По-русски');
    expect(ru(NOT_IN_RU)).toBe('Russian is missing, English shows');
    expect(ru(ONLY_EN)).toBe('Only English has it');
  });

  it('fills in a message the Arabic catalog leaves untranslated or lacks in English, not in Russian', async () => {
    const ar = await shown('ar');
    expect(ar(IN_EVERY)).toBe('بالعربية');
    expect(ar(NOT_IN_AR)).toBe('Arabic is missing, English shows');
    expect(ar(ONLY_EN)).toBe('Only English has it');
  });
});
