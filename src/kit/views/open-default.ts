import type { UseNavigateResult } from '@tanstack/react-router';
import type { SectionKey } from '@lib/sections';
import { openSavedView } from './open-saved-view';
import { readViews } from './views-store';

/**
 * Opens the account's default view of a section, once its views are read and checked; false when there is none that
 * reads.
 */
export async function openDefaultView(
  section: SectionKey,
  userId: number | undefined,
  options: { navigate: UseNavigateResult<string> },
): Promise<boolean> {
  const stored = readViews(userId);
  const view = stored.views.find((candidate) => candidate.id === stored.defaults[section]);
  if (!view) return false;
  await openSavedView(view, { ...options, replace: true });
  return true;
}
