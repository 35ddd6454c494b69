/**
 * The platform's locale data for a country by its ISO code (`und-FR`): its time zones and the
 * language its people most likely speak, for a country outside the directory. Undefined for a code
 * that names no region.
 */
export function countryLocale(country: string): (Intl.Locale & { timeZones?: string[] }) | undefined {
  if (!/^[A-Z]{2}$/.test(country)) return undefined;
  try {
    return new Intl.Locale(`und-${country}`);
  } catch {
    return undefined;
  }
}
