/** A route's search validator as a plain function, to test what it keeps of a query string. */
export function searchValidatorOf(route: {
  options: { validateSearch?: unknown };
}): (raw: Record<string, unknown>) => Record<string, unknown> {
  const validate = route.options.validateSearch;
  if (typeof validate !== 'function') throw new Error('The route validates no search');
  return (raw) => (validate as (raw: Record<string, unknown>) => Record<string, unknown>)(raw);
}
