// The section registry (src/lib/sections.ts) for Node tooling, read through jiti.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** The cabinet's and the console's sections, as the app sees them. */
export async function loadSections() {
  const { SECTIONS } = await jiti.import('../../src/lib/sections.ts');
  return SECTIONS;
}

/** The section a URL path belongs to (the longest root that contains it). */
export function sectionOf(sections, path) {
  let found;
  for (const section of sections) {
    const inside = path === section.path || path.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}
