import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { withCatalog } from '@i18n/i18n';
import type { MultiComboboxProps } from './multi-combobox-panel';

// The panel (search, list, chips and its keys) and its messages load as the person reaches for
// the control: the bar shows the button alone.
const loadPanel = () => withCatalog(import('./multi-combobox-panel'), 'on-demand');
const Panel = lazy(() => loadPanel().then((module) => ({ default: module.MultiComboboxPanel }))) as <
  V extends string | number,
>(
  props: Parameters<typeof import('./multi-combobox-panel').MultiComboboxPanel<V>>[0],
) => React.ReactNode;

/**
 * A searchable multi-select (the combobox pattern with a multi-selectable list box): a button in
 * the bar says how many are chosen and opens a panel with the chosen ones as removable chips, a
 * search field and the list, the chosen ones first (multi-combobox-panel.tsx). Escape, a press
 * outside or the focus leaving closes it.
 */
export function MultiCombobox<V extends string | number>(props: MultiComboboxProps<V>) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = props.selected.length;
  const reach = () => {
    props.onReach?.();
    void loadPanel();
  };
  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };
  return (
    <div
      ref={root}
      className={`multi-combobox${open ? ' is-open' : ''}`}
      onPointerEnter={reach}
      onFocus={reach}
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="multi-combobox-toggle"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {props.label}
        <span className="multi-select-count">{count > 0 ? t`${count} chosen` : t`any`}</span>
      </button>
      {open && (
        <Suspense
          fallback={
            <div id={`${id}-panel`} className="multi-combobox-panel">
              <p className="muted">{t`Loading…`}</p>
            </div>
          }
        >
          <Panel {...props} id={id} root={root} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
