import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { activateLocale } from './i18n';
import { LOCALES, LOCALE_NAMES, isLocale } from './locales';

/** Offers the three languages, each in its own name. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(true);
          void activateLocale(next).finally(() => setPending(false));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
