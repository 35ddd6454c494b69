// Story headlines: what a new story of a theme is called, in its language, and whether it is an
// ongoing topic (a currency, a long trial) that runs for months or an event that fades in days.
import { dateOf } from './calendar.js';
import { COUNTRIES, STORY_PLACES, STORY_SUBJECTS, fill, type Lang } from './names.js';
import type { Random } from './random.js';

export interface Headline {
  title: string;
  /** An ongoing topic: it runs for months, flaring up now and then; an event fades in days. */
  ongoing: boolean;
}

/** A new story's headline, told apart from every title in `used` (which it joins). */
export function headline(r: Random, lang: Lang, theme: number, day: number, used: Set<string>): Headline {
  const subject = r.pick(STORY_SUBJECTS[lang][theme]!);
  let title = subject;
  if (!r.chance(0.35)) {
    const country = r.pick(COUNTRIES.filter((c) => c.lang === lang));
    title = `${subject} ${fill(STORY_PLACES[lang], { city: r.pick(country.cities).local })}`;
  }
  // The same event again some other time: the title says when.
  if (used.has(title)) title = `${title}, ${dateOf(day).split('-').reverse().slice(0, 2).join('.')}`;
  for (let n = 2; used.has(title); n++) title = `${title.replace(/ \(\d+\)$/, '')} (${n})`;
  used.add(title);
  return { title, ongoing: r.chance(0.04) };
}
