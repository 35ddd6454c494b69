import { describe, expect, it } from 'vitest';
import { missingForms, pluralBlocks } from '../../scripts/lib/plural-forms.mjs';

describe('the plural forms of a translated message', () => {
  it('are read from every plural block, nested and side by side, but not from select blocks', () => {
    const message =
      '{total, plural, =0 {нет} one {# совпадение} other {# совпадений}} в {n, plural, one {# реплике {kind, select, a {x} other {y}}} other {# репликах}}';
    expect(pluralBlocks(message)).toEqual([
      { argument: 'total', selectors: ['=0', 'one', 'other'] },
      { argument: 'n', selectors: ['one', 'other'] },
    ]);
    expect(pluralBlocks('{0, plural, offset:1 =0 {a} one {b} other {c}}')).toEqual([
      { argument: '0', selectors: ['=0', 'one', 'other'] },
    ]);
    expect(pluralBlocks("Plain text with '{braces}' and {name}")).toEqual([]);
  });

  it('must give Russian its zero form and one, few, many, other', () => {
    expect(missingForms('ru', '{0, plural, one {# эфир} few {# эфира} many {# эфиров} other {# эфира}}')).toEqual([
      '{0, plural} lacks =0',
    ]);
    expect(
      missingForms('ru', '{0, plural, =0 {нет эфиров} one {# эфир} few {# эфира} many {# эфиров} other {# эфира}}'),
    ).toEqual([]);
    expect(missingForms('ru', '{0, plural, =0 {нет} one {# эфир} other {# эфира}}')).toEqual([
      '{0, plural} lacks few, many',
    ]);
  });

  it('must give Arabic its six categories, zero written as zero or =0', () => {
    expect(
      missingForms('ar', '{0, plural, zero {لا} one {واحد} two {اثنان} few {# قليل} many {# كثير} other {# آخر}}'),
    ).toEqual([]);
    expect(
      missingForms('ar', '{0, plural, =0 {لا} one {واحد} two {اثنان} few {# قليل} many {# كثير} other {# آخر}}'),
    ).toEqual([]);
    expect(missingForms('ar', '{0, plural, one {واحد} other {# آخر}}')).toEqual([
      '{0, plural} lacks =0 or zero, two, few, many',
    ]);
  });

  it('leave messages without a count alone', () => {
    expect(missingForms('ru', 'Сохранить')).toEqual([]);
  });
});
