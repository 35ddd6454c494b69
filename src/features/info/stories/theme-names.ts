import { useLingui } from '@lingui/react/macro';
import type { ThemeList } from '@generated/model';

/** Theme names by id, from the theme catalogue. */
export type ThemeNames = ReadonlyMap<number, string>;

/** The catalogue answer as a lookup (the query's `select`). */
export function themeNames(data: ThemeList): ThemeNames {
  return new Map(data.items.map((theme) => [theme.id, theme.name]));
}

/** A theme's name from the catalogue; while it loads, or if it could not be loaded, a neutral stand-in. */
export function useThemeLabel(themes: ThemeNames | undefined): (id: number) => string {
  const { t } = useLingui();
  return (id) => themes?.get(id) ?? t`Theme #${id}`;
}
