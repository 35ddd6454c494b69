// Story headlines: what a new story of a theme is called, in its language, and whether it is an
// ongoing topic (a currency, a long trial) that runs for months or an event that fades in days.
// The words are in headline-words.ts: templates by theme and language, with slots filled for the
// story's country and city, so that national matters name the country, local ones a city of it.
import { PLANTED, PLANTED_AHEAD } from './feed.js';
import { VOCABULARY, type SlotContext, type Template } from './headline-words.js';
import { COUNTRIES, type Lang } from './names.js';
import { WeightedTable, type Random } from './random.js';

export interface Headline {
  title: string;
  /** An ongoing topic: it runs for months, flaring up now and then; an event fades in days. */
  ongoing: boolean;
}

/** The planted stories' titles: a generated story never takes one. */
const PLANTED_TITLES = new Set<string>(
  [...Object.values(PLANTED), ...Object.values(PLANTED_AHEAD)].flatMap((p) => ('title' in p ? [p.title] : [])),
);

const ONGOING_WEIGHT = 0.6;

interface Parsed {
  text: string;
  ongoing: boolean;
  /** The countries it is told of (codes), or undefined for any of its language's. */
  only?: string[];
}
const parse = (template: Template): Parsed & { weight: number } => {
  const [written, weight] = typeof template === 'string' ? [template, undefined] : template;
  let text = written;
  const ongoing = text.startsWith('~');
  if (ongoing) text = text.slice(1);
  const only = /^@([A-Z,]+) /.exec(text);
  if (only) text = text.slice(only[0].length);
  // Ongoing topics are fewer than events: each is drawn at a little more than half an event's rate.
  return { text, ongoing, only: only?.[1]!.split(','), weight: weight ?? (ongoing ? ONGOING_WEIGHT : 1) };
};

const tables = new Map<string, WeightedTable<Parsed>>();
function templatesOf(lang: Lang, theme: number): WeightedTable<Parsed> {
  const key = `${lang}:${theme}`;
  let table = tables.get(key);
  if (!table) {
    const parsed = (VOCABULARY[lang].templates[theme] ?? VOCABULARY[lang].templates[1]!).map(parse);
    table = new WeightedTable(
      parsed,
      parsed.map((p) => p.weight),
    );
    tables.set(key, table);
  }
  return table;
}

/** A country of the language, by the weights names.ts gives them, among `only` when given. */
function countryOf(r: Random, lang: Lang, only?: string[]) {
  const countries = COUNTRIES.filter((c) => c.lang === lang && (!only || only.includes(c.code)));
  const pool = countries.length > 0 ? countries : COUNTRIES.filter((c) => c.lang === lang);
  return new WeightedTable(
    pool,
    pool.map((c) => c.weight),
  ).draw(r.next());
}

/** Fills a template: innermost braces first, so that a choice may hold slots. */
function fillTemplate(text: string, lang: Lang, context: SlotContext): string {
  const slots = VOCABULARY[lang].slots;
  let out = text;
  for (let guard = 0; out.includes('{') && guard < 20; guard++) {
    out = out.replace(/\{([^{}]*)\}/g, (_, inner: string) => {
      if (inner.includes('|')) {
        // A choice; an option that is a slot's bare name ({city|…}, its braces gone) is that slot.
        const chosen = context.r.pick(inner.split('|'));
        return slots[chosen]?.(context) ?? chosen;
      }
      if (!/^[A-Za-z]+$/.test(inner)) return inner; // braces that only group words
      const slot = slots[inner];
      if (!slot) throw new Error(`headline slot {${inner}} is not in the ${lang} vocabulary`);
      return slot(context);
    });
  }
  let title = out.replace(/\s+/g, ' ').trim();
  // Russian "о" before a vowel is "об" (об искусственном интеллекте), "в" before в or ф and a
  // consonant is "во" (во Владивостоке, во Вьетнам).
  if (lang === 'ru')
    title = title
      .replace(/(^|\s)([Оо]) (?=[аоуэиАОУЭИ])/g, '$1$2б ')
      .replace(/(^|\s)([Вв]) (?=[ВвФф][бвгджзйклмнпрстфхцчшщьъ])/g, '$1$2о ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function compose(r: Random, lang: Lang, template: Parsed): Headline {
  const country = countryOf(r, lang, template.only);
  const context: SlotContext = { r, country: country.code, city: r.pick(country.cities).local };
  return { title: fillTemplate(template.text, lang, context), ongoing: template.ongoing };
}

/** A new story's headline, told apart from every title in `used` (which it joins). */
export function headline(r: Random, lang: Lang, theme: number, used: Set<string>): Headline {
  const taken = (title: string) => used.has(title) || PLANTED_TITLES.has(title);
  const table = templatesOf(lang, theme);
  let template = table.draw(r.next());
  let drawn = compose(r, lang, template);
  // Other words for the same template until the title is new, another template now and then (so
  // that the templates with the most words do not take every story the others cannot tell); a
  // counter only when they all run out.
  for (let attempt = 1; attempt < 40 && taken(drawn.title); attempt++) {
    if (attempt % 5 === 0) template = table.draw(r.next());
    drawn = compose(r, lang, template);
  }
  let title = drawn.title;
  for (let n = 2; taken(title); n++) title = `${drawn.title} (${n})`;
  used.add(title);
  return { title, ongoing: drawn.ongoing };
}
