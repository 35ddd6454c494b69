// What a channel draws its plays from on a day: the catalogue split into cells by language, genre
// and kind (the current releases, weighted by how far along their rise and fade they are, and the
// gold, every track two months after its release), and a channel's mix of those cells by its
// format and language. A track's weight is its Zipf popularity (`music-catalog.ts`).
import type { Database } from 'better-sqlite3';
import { FORMATS, LANG_MIX } from './music-air.js';
import { MUSIC_THEMES } from './music-names.js';
import type { Lang } from './names.js';
import { WeightedTable } from './random.js';

const LANGS: Lang[] = ['ru', 'en', 'ar'];
const THEME_INDEX = new Map(MUSIC_THEMES.map((theme, index) => [theme.id, index]));
/** Cells of a day's draw, by language, theme and kind: current releases (0) or gold (1). */
const cellIndex = (lang: number, theme: number, kind: number) => (lang * MUSIC_THEMES.length + theme) * 2 + kind;

/** The catalogue in typed arrays, reloaded when tracks are added (they only ever come with new ids). */
export interface Pool {
  version: number;
  ids: Int32Array;
  cells: Int32Array;
  released: Int32Array;
  weights: Float64Array;
}
const pools = new WeakMap<Database, Pool>();

export function poolOf(db: Database): Pool {
  const version = (db.prepare('SELECT max(id) FROM music_track').pluck().get() as number | null) ?? 0;
  const cached = pools.get(db);
  if (cached?.version === version) return cached;
  const rows = db.prepare('SELECT id, lang, theme_id, released, weight FROM music_track ORDER BY id').all() as {
    id: number;
    lang: Lang;
    theme_id: number;
    released: number;
    weight: number;
  }[];
  const pool: Pool = {
    version,
    ids: Int32Array.from(rows, (row) => row.id),
    cells: Int32Array.from(rows, (row) => cellIndex(LANGS.indexOf(row.lang), THEME_INDEX.get(row.theme_id)!, 0)),
    released: Int32Array.from(rows, (row) => row.released),
    weights: Float64Array.from(rows, (row) => row.weight),
  };
  pools.set(db, pool);
  return pool;
}

/**
 * A release's pull on its day `age` as a chart run has it: played from the day after its release
 * (the early adopters), climbing as more stations take it up for six to twelve weeks (`climb`,
 * its own), at its peak for three weeks, then fading over months.
 */
function current(age: number, climb: number): number {
  if (age < 0 || age >= 210) return 0;
  if (age < climb) return 0.3 + (0.7 * age) / climb;
  return age < climb + 21 ? 1 : Math.exp(-(age - climb - 21) / 30);
}
/** How many days a track climbs: six to twelve weeks, by its id. */
const climbOf = (id: number) => 42 + ((Math.imul(id, 2654435761) >>> 0) % 43);
const GOLD_AGE = 60;

/** Draws by weight (random.ts): the cells' pools and a channel's choice of cells. */
export type Draw<T> = WeightedTable<T>;

/** Every cell of a day: the tracks of a language and theme, current releases or gold, by weight (as positions in the pool). */
export function cellsOf(pool: Pool, day: number): (Draw<number> | undefined)[] {
  const ids: number[][] = Array.from({ length: LANGS.length * MUSIC_THEMES.length * 2 }, () => []);
  const weights: number[][] = ids.map(() => []);
  for (let i = 0; i < pool.ids.length; i++) {
    const age = day - pool.released[i]!;
    if (age < 0) continue;
    const pull = current(age, climbOf(pool.ids[i]!));
    const cell = pool.cells[i]!;
    if (pull > 0) {
      ids[cell]!.push(i);
      weights[cell]!.push(pool.weights[i]! * pull);
    }
    if (age >= GOLD_AGE) {
      ids[cell + 1]!.push(i);
      weights[cell + 1]!.push(pool.weights[i]!);
    }
  }
  return ids.map((list, cell) =>
    list.length > 0 ? new WeightedTable(Int32Array.from(list), weights[cell]!) : undefined,
  );
}

/** What a channel of a format and language draws from on a day: cells weighted so that its language mix, genres and share of current releases hold. */
export function channelTable(cells: (Draw<number> | undefined)[], format: string, lang: Lang): Draw<Draw<number>> {
  const spec = FORMATS[format]!;
  const chosen: Draw<number>[] = [];
  const weights: number[] = [];
  for (const [cellLang, share] of Object.entries(spec.langs ?? LANG_MIX[lang])) {
    for (const [kind, mix] of [
      [0, spec.fresh],
      [1, 1 - spec.fresh],
    ] as const) {
      const found = Object.entries(spec.themes).map(([theme, affinity]) => ({
        cell: cells[cellIndex(LANGS.indexOf(cellLang as Lang), THEME_INDEX.get(Number(theme))!, kind)],
        affinity,
      }));
      const norm = found.reduce((sum, { cell, affinity }) => sum + (cell ? affinity * cell.total : 0), 0);
      for (const { cell, affinity } of found) {
        if (!cell || norm === 0) continue;
        chosen.push(cell);
        weights.push((share * mix * affinity * cell.total) / norm);
      }
    }
  }
  return new WeightedTable(chosen, weights);
}
