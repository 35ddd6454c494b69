import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { withCatalog } from '@i18n/i18n';
import { closeAlertForm, useAlertFormDraft } from './alert-form-store';

/** The alert form's code and messages, loaded as a person first reaches for an "Alert me". */
export const loadAlertForm = () => withCatalog(import('./alert-form'), 'alerts');
const AlertForm = lazy(() => loadAlertForm().then((module) => ({ default: module.AlertForm })));

/**
 * Where the alert form opens, whichever page asked for it (openAlertForm), and the note that a
 * rule was saved, with a link to the alerts page. The focus goes back to where it was.
 */
export function AlertFormHost() {
  const { t } = useLingui();
  const { draft, key } = useAlertFormDraft();
  const [saved, setSaved] = useState<string>();
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (draft) back.current = document.activeElement as HTMLElement | null;
  }, [draft, key]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(undefined), 8000);
    return () => clearTimeout(timer);
  }, [saved]);
  return (
    <>
      {draft &&
        createPortal(
          <Suspense fallback={null}>
            <AlertForm
              key={key}
              draft={draft}
              onClose={(name) => {
                closeAlertForm();
                if (name) setSaved(name);
                back.current?.focus();
              }}
            />
          </Suspense>,
          document.body,
        )}
      <div role="status" className={saved ? 'alert-notice' : 'visually-hidden'}>
        {saved && (
          <>
            <span>{t`The alert “${saved}” is saved.`}</span>
            <Link to="/cabinet/alerts" onClick={() => setSaved(undefined)}>
              {t`All alerts`}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
