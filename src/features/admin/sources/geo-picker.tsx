import { useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useId, useMemo, useState } from 'react';
import type { Geo } from '@generated/model';
import { useCountryName } from '@kit/channels';
import { leaveField, messagesOf } from '@kit/form/rules';
import { Button } from '@ui/button';
import { indexGeo, useGeoDirectory } from '../geo/geo-directory';

interface GeoPickerProps {
  /** The form's `country` field (an ISO code). */
  country: AnyFieldApi;
  /** The form's `geo_id` field (the id of the country itself, a region or a city; '' when not placed). */
  place: AnyFieldApi;
}

function FieldErrors({ id, field }: { id: string; field: AnyFieldApi }) {
  const error = messagesOf(field.state.meta.errors)[0];
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * Where a channel broadcasts from, picked from the geo directory: the country first, then, if
 * the channel is local, a region or a city of that country, found by typing part of its name.
 * Choosing a country places the channel at the country itself until a region or city is chosen.
 * When the directory cannot be loaded the stored place is kept as it is.
 */
export function GeoPicker({ country, place }: GeoPickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const countryName = useCountryName();
  const directory = useGeoDirectory();
  const [filter, setFilter] = useState('');
  const index = useMemo(() => (directory.data ? indexGeo(directory.data.items) : undefined), [directory.data]);

  const code = country.state.value as string;
  const chosen = place.state.value as string;
  const placeId = chosen;
  const countryEntry = code ? index?.countryOf(code) : undefined;
  const label = (entry: Geo) => {
    const local = countryName(entry.country_code);
    return local !== entry.country_code ? local : entry.name;
  };
  const collator = useMemo(() => new Intl.Collator(i18n.locale), [i18n.locale]);
  const countries = useMemo(
    () => (index ? [...index.countries].sort((a, b) => collator.compare(label(a), label(b))) : []),
    // `label` reads the locale, which the collator already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, collator],
  );

  const places = code && index ? index.placesIn(code) : [];
  const needle = filter.trim().toLocaleLowerCase();
  const shown = places.filter(
    (entry) => String(entry.id) === chosen || !needle || entry.name.toLocaleLowerCase().includes(needle),
  );
  const regions = shown.filter((entry) => entry.type === 'region');
  const cities = shown.filter((entry) => entry.type === 'city');
  const matching = regions.length + cities.length;
  const parentName = (entry: Geo) => {
    const parent = entry.parent_id === null ? undefined : index?.byId.get(entry.parent_id);
    return parent && parent.type === 'region' ? parent.name : undefined;
  };
  // A stored place the directory does not hold (or not yet) stays choosable, by its id.
  const known =
    !chosen ||
    (countryEntry && String(countryEntry.id) === chosen) ||
    places.some((entry) => String(entry.id) === chosen);
  const countryKnown = !code || Boolean(countryEntry);

  const chooseCountry = (next: string) => {
    country.handleChange(next);
    const entry = index?.countryOf(next);
    place.handleChange(entry ? String(entry.id) : '');
    setFilter('');
  };

  const countryError = messagesOf(country.state.meta.errors)[0];
  const placeError = messagesOf(place.state.meta.errors)[0];
  return (
    <fieldset className="geo-picker">
      <legend>{t`Place`}</legend>
      {directory.isError && (
        <div className="geo-picker-failure" role="alert">
          <p>
            {code
              ? t`The geo directory could not be loaded; the stored place is kept.`
              : t`The geo directory could not be loaded, so no country can be chosen.`}
          </p>
          <Button variant="secondary" pending={directory.isFetching} onClick={() => void directory.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-country`}>{t`Country`}</label>
        <select
          id={`${id}-country`}
          name="country"
          value={code}
          disabled={!index}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
          onChange={(event) => chooseCountry(event.target.value)}
          onBlur={() => leaveField(country)}
        >
          <option value="">{directory.isPending ? t`Loading countries…` : t`Choose a country`}</option>
          {!countryKnown && <option value={code}>{countryName(code)}</option>}
          {countries.map((entry) => (
            <option key={entry.id} value={entry.country_code}>
              {label(entry)}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-country-error`} field={country} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-find`}>{t`Find a region or city`}</label>
        <input
          id={`${id}-find`}
          type="search"
          value={filter}
          disabled={!code || !index || places.length === 0}
          aria-describedby={`${id}-found`}
          onChange={(event) => setFilter(event.target.value)}
        />
        <p id={`${id}-found`} className="field-hint" aria-live="polite">
          {!code
            ? t`Choose the country first.`
            : places.length === 0
              ? t`The directory holds no regions or cities of this country.`
              : needle
                ? t`Matching places: ${matching}`
                : t`Leave the whole country for a national channel.`}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-place`}>{t`Region or city`}</label>
        <select
          id={`${id}-place`}
          name="geo_id"
          value={chosen}
          disabled={!code || !index}
          aria-invalid={placeError ? true : undefined}
          aria-describedby={placeError ? `${id}-place-error` : undefined}
          onChange={(event) => place.handleChange(event.target.value)}
          onBlur={() => leaveField(place)}
        >
          {(chosen === '' || !countryEntry) && <option value="">{t`Not placed`}</option>}
          {countryEntry && <option value={String(countryEntry.id)}>{t`The whole country`}</option>}
          {!known && <option value={chosen}>{t`Place no. ${placeId}`}</option>}
          {regions.length > 0 && (
            <optgroup label={t`Regions`}>
              {regions.map((entry) => (
                <option key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          )}
          {cities.length > 0 && (
            <optgroup label={t`Cities`}>
              {cities.map((entry) => {
                const region = parentName(entry);
                return (
                  <option key={entry.id} value={String(entry.id)}>
                    {region ? `${entry.name} (${region})` : entry.name}
                  </option>
                );
              })}
            </optgroup>
          )}
        </select>
        <FieldErrors id={`${id}-place-error`} field={place} />
      </div>
    </fieldset>
  );
}
