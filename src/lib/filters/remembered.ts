import { pickFilters, type FilterSearch } from './fields';
import type { SectionKey } from '../sections';

/**
 * The filters last set in each section, for this browser tab: a link into a section from
 * outside it (the section menu, the cabinet's home) opens it as the person left it. Inside a
 * section the URL carries them from page to page.
 */
const KEY = 'mediamonitor.filters';

function readAll(): Partial<Record<SectionKey, FilterSearch>> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<SectionKey, FilterSearch>>) : {};
  } catch {
    return {};
  }
}

export function rememberFilters(section: SectionKey, search: object) {
  const all = readAll();
  const filters = pickFilters(search);
  if (JSON.stringify(all[section] ?? {}) === JSON.stringify(filters)) return;
  all[section] = filters;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Without storage the filters last while the person stays in the section.
  }
}

/** The filters to open a section with (malformed stored values are dropped by its route). */
export function rememberedFilters(section: SectionKey): FilterSearch {
  return readAll()[section] ?? {};
}
