// What a generated dataset is made of: its seed, its scale and its base day, and the domains
// (catalogue and facts of one area of the product) that fill it.
import type { Database } from 'better-sqlite3';

export type Scale = 'full' | 'tiny';

export interface Plan {
  seed: string;
  /** `full` for the product's dataset, `tiny` for tests that check figures by hand. */
  scale: Scale;
  /** The day the database was first built ("today" then): the data starts `DAYS[scale]` before it, planted spikes count back from it. */
  base: number;
}

/** Days of history before the base day. */
export const DAYS: Record<Scale, number> = { full: 400, tiny: 70 };

/** The first day with facts. */
export const firstDay = (plan: Plan) => plan.base - DAYS[plan.scale];

/**
 * One area's part of the dataset. The database is built by running, in the order of `DOMAINS`:
 * every `schema`, every `catalog`, every `extend` over [first day, today], every `day` for each
 * day, every `rollUp`, then every `indexes`. Extending to a new today runs `clearDay` on the last
 * (partial) day, then `extend`, `day` and `rollUp` over the new days.
 */
export interface Domain {
  name: string;
  schema: string;
  /** Indexes made after the bulk load. */
  indexes?: string;
  /** Catalogue rows made once. */
  catalog?(db: Database, plan: Plan): void;
  /** Catalogue rows that come with days (stories born, reports made, tasks ordered on them). */
  extend?(db: Database, plan: Plan, from: number, to: number): void;
  /** The facts of one day, up to `lastMinute` (Moscow time) of it. */
  day?(db: Database, plan: Plan, day: number, lastMinute: number): void;
  clearDay?(db: Database, day: number): void;
  /** Rollups of the facts of [from, to]. */
  rollUp?(db: Database, from: number, to: number): void;
}
