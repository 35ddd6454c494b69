import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { withCatalog } from '@i18n/i18n';
import type { SectionKey } from '@lib/sections';
import type { OptionsSource } from '@lib/filters/options';
import { useOpenedView } from './open-view';

// The dialog (and what it needs to save, list and share views) loads as the person reaches for
// it, with its messages (lingui.config.ts, ON_DEMAND_CATALOGS).
const loadDialog = () => withCatalog(import('./views-dialog'), 'on-demand');
const ViewsDialog = lazy(() => loadDialog().then((module) => ({ default: module.ViewsDialog })));
// The check of a view just opened, and its note, load once a view opens.
const ViewNote = lazy(() =>
  withCatalog(import('./view-note'), 'on-demand').then((module) => ({ default: module.ViewNote })),
);

interface ViewsControlProps {
  section: SectionKey;
  channels: OptionsSource;
  markers: OptionsSource;
}

/** The filter bar's button to the section's saved views. */
export function ViewsControl(props: ViewsControlProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary views-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {t`Saved views`}
      </button>
      {/* Out of the filter bar's form: the dialog has forms of its own. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <ViewsDialog
              {...props}
              onClose={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

/** Where the note of a view just opened shows (what it left out), loaded once a view opens. */
export function ViewNoteSlot(props: { channels: OptionsSource; markers: OptionsSource }) {
  const { opened, note } = useOpenedView();
  if (!opened && !note) return null;
  return (
    <Suspense fallback={null}>
      <ViewNote {...props} />
    </Suspense>
  );
}
