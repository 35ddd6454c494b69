/** Statistics `dynamics` sorted by date, as drawing expects; the server's order is not relied on. */
export function sortByDate<T extends { date: string }>(points: readonly T[]): T[] {
  return [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Returns a copy of a response whose `statistics.dynamics` (and every item's `dynamics`) is sorted by date. */
export function withSortedDynamics<
  R extends { statistics: { dynamics: { date: string }[]; items?: { dynamics?: { date: string }[] }[] } },
>(response: R): R {
  const { statistics } = response;
  return {
    ...response,
    statistics: {
      ...statistics,
      dynamics: sortByDate(statistics.dynamics),
      ...(statistics.items
        ? {
            items: statistics.items.map((item) =>
              item.dynamics ? { ...item, dynamics: sortByDate(item.dynamics) } : item,
            ),
          }
        : {}),
    },
  };
}
