import { setRequestLanguage } from '@api/seam-hooks';
import { i18n, onLocaleChange } from '@i18n/i18n';

let installed = false;

/**
 * Every call says the interface's language (`Accept-Language`): the names a backend keeps in
 * several languages (themes, categories, report headings) then come in it. From the first language
 * on, and again at each switch, which also asks the cached answers again (seam-hooks.ts).
 */
export function installRequestLanguage() {
  if (installed) return;
  installed = true;
  const follow = () => {
    if (i18n.locale) setRequestLanguage(i18n.locale);
  };
  follow();
  onLocaleChange(follow);
}
