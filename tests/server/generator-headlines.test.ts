// @vitest-environment node
// Story headlines (server/data/headlines.ts): a year of them reads as distinct events, with no
// date suffix or counter to tell repeats apart, no opening worn out, national matters named by
// their country and local ones by a city of the story's language, earthquakes only where they
// happen, and a few ongoing topics among the events.
import { afterAll, describe, expect, it } from 'vitest';
import { openDataset } from '../../server/data/dataset.js';
import { PLANTED, PLANTED_AHEAD } from '../../server/data/feed.js';
import { SEISMIC, VOCABULARY, ruCityForms } from '../../server/data/headline-words.js';
import { headline } from '../../server/data/headlines.js';
import { pickLang } from '../../server/data/info.js';
import { COUNTRIES, THEMES, THEME_WEIGHTS, type Lang } from '../../server/data/names.js';
import { WeightedTable, random } from '../../server/data/random.js';
import { COUNTER, DATE_SUFFIX, stemOf } from '../../server/data-profile.js';
import { PINNED } from './helpers.js';

interface Drawn {
  title: string;
  ongoing: boolean;
  lang: Lang;
  theme: number;
}

/** A year of headlines as the full dataset draws them: ~16 a day, themes and languages in their shares. */
function year(seed: string, count = 6000): Drawn[] {
  const r = random(seed, 'headlines');
  const themes = new WeightedTable(
    THEMES.map((t) => t.id),
    THEMES.map((t) => THEME_WEIGHTS[t.id]!),
  );
  const used = new Set<string>();
  const drawn: Drawn[] = [];
  for (let i = 0; i < count; i++) {
    const lang = pickLang(r);
    const theme = themes.draw(r.next());
    drawn.push({ ...headline(r, lang, theme, used), lang, theme });
  }
  return drawn;
}

/** Every form of a city's name a title of its language may hold. */
const cityForms = (lang: Lang) =>
  COUNTRIES.filter((c) => c.lang === lang).flatMap((c) =>
    c.cities.flatMap((city) => (lang === 'ru' ? ruCityForms(city.local) : [city.local])),
  );
const words = (title: string) => title.split(/[\s,.:;«»"'()]+/);

describe('story headlines over a year', () => {
  const drawn = year('headlines-test');
  const titles = drawn.map((d) => d.title);

  it('are all distinct, with no date suffix, hardly a counter and no slot left unfilled', () => {
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => DATE_SUFFIX.test(t))).toEqual([]);
    expect(titles.filter((t) => COUNTER.test(t)).length).toBeLessThanOrEqual(titles.length * 0.01);
    expect(titles.filter((t) => /[{}|~@]/.test(t) || /\s{2}/.test(t) || t !== t.trim())).toEqual([]);
    // Nor a slot's name standing for its words, in the languages written in other scripts.
    const slotNames = new Set([...Object.keys(VOCABULARY.ru.slots), ...Object.keys(VOCABULARY.ar.slots)]);
    expect(drawn.filter((d) => d.lang !== 'en' && words(d.title).some((w) => slotNames.has(w)))).toEqual([]);
    const planted = [...Object.values(PLANTED), ...Object.values(PLANTED_AHEAD)].flatMap((p) =>
      'title' in p ? [p.title] : [],
    );
    for (const title of planted) expect(titles).not.toContain(title);
  });

  it('open in many ways, none worn out, and read as thousands of different events', () => {
    const stems = new Map<string, number>();
    for (const title of titles) stems.set(stemOf(title), (stems.get(stemOf(title)) ?? 0) + 1);
    const worn = [...stems].filter(([, n]) => n > 40);
    expect(worn).toEqual([]);
    expect(stems.size).toBeGreaterThan(1000);
    const bases = new Set(titles.map((t) => t.replace(DATE_SUFFIX, '').replace(COUNTER, '')));
    expect(bases.size).toBeGreaterThan(5900);
  });

  it('count a few ongoing topics among the events', () => {
    const share = drawn.filter((d) => d.ongoing).length / drawn.length;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.08);
    // A currency is an ongoing topic; a rate decision is an event.
    const currency = drawn.filter((d) => d.theme === 14 && /^Курс (рубля|тенге|белорусского рубля):/.test(d.title));
    expect(currency.length).toBeGreaterThan(0);
    for (const d of currency) expect(d.ongoing).toBe(true);
  });

  it('name places that fit: no city for national finance, cities of the story’s language, quakes where they happen', () => {
    const citiesOf = { ru: cityForms('ru'), en: cityForms('en'), ar: cityForms('ar') };
    for (const d of drawn) {
      const own = words(d.title);
      if (d.theme === 14)
        expect(citiesOf[d.lang].filter((c) => own.includes(c) || d.title.includes(` ${c}`))).toEqual([]);
      // No title names a city of another language's countries.
      for (const other of ['ru', 'en', 'ar'] as const)
        if (other !== d.lang)
          expect(
            COUNTRIES.filter((c) => c.lang === other)
              .flatMap((c) => c.cities.map((city) => city.local))
              .filter((city) => own.includes(city)),
            d.title,
          ).toEqual([]);
      if (/землетрясени|подземные толчки|earthquake|quake|زلزال|هزة أرضية/i.test(d.title))
        expect(
          SEISMIC[d.lang].some((place) => d.title.includes(place)),
          d.title,
        ).toBe(true);
    }
    // Local themes name a city of the story's own language often.
    const local = drawn.filter((d) => d.theme === 4);
    const named = local.filter((d) => citiesOf[d.lang].some((c) => d.title.includes(c)));
    expect(named.length / local.length).toBeGreaterThan(0.6);
  });

  it('are the same for the same seed', () => {
    expect(year('headlines-test', 500).map((d) => d.title)).toEqual(titles.slice(0, 500));
  });
});

describe('story headlines in the tiny dataset', () => {
  const dataset = openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => new Date(PINNED) });
  afterAll(() => dataset.db.close());

  it('are distinct, with no date suffix', () => {
    const titles = dataset.db.prepare('SELECT title FROM story').pluck().all() as string[];
    expect(titles.length).toBeGreaterThan(100);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => DATE_SUFFIX.test(t))).toEqual([]);
    expect(titles.filter((t) => COUNTER.test(t)).length).toBeLessThanOrEqual(Math.ceil(titles.length * 0.01));
  });
});
