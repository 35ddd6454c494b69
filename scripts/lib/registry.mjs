// The section registry (src/lib/sections.ts) for Node tooling, read through jiti.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** @typedef {import('../../src/lib/sections.ts').SectionEntry} SectionEntry */

/**
 * The cabinet's and the console's sections, as the app sees them.
 * @returns {Promise<readonly SectionEntry[]>}
 */
export async function loadSections() {
  /** @type {typeof import('../../src/lib/sections.ts')} */
  const { SECTIONS } = await jiti.import('../../src/lib/sections.ts');
  return SECTIONS;
}

/**
 * The section a URL path belongs to (the longest root that contains it).
 * @param {readonly SectionEntry[]} sections
 * @param {string} path
 * @returns {SectionEntry | undefined}
 */
export function sectionOf(sections, path) {
  /** @type {SectionEntry | undefined} */
  let found;
  for (const section of sections) {
    const inside = path === section.path || path.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}
