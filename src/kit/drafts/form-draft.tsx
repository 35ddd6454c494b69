import { useLingui } from '@lingui/react/macro';
import type { AnyFormApi } from '@tanstack/react-form';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@ui/button';
import {
  DRAFT_DELAY_MS,
  accountOf,
  draftKey,
  isSecretField,
  readDraft,
  removeDraft,
  sameValues,
  writeDraft,
  type DraftPlace,
  type DraftValues,
} from '../form/drafts';

/**
 * A form's draft while it is on screen: what the person types is written to session storage
 * (`kit/form/drafts`) once typing pauses, and at once when the page goes away or the form closes;
 * a draft left by an earlier page (a reload, a crash) is offered back by `DraftNotice` at the top
 * of the form. The store is in the form kit, the offer here: its words belong to the consoles'
 * catalog, not to the sign-in pages' (which take the form kit's).
 */
export interface FormDraft {
  /** The earlier draft offered back, until the person restores or discards it. */
  offered: DraftValues | undefined;
  /** Puts the offered draft into the form's fields. */
  restore: () => void;
  /** Drops the offered draft; what the form holds now is kept as the draft instead. */
  discard: () => void;
  /** Drops the draft for good: call it when the form is submitted successfully or cancelled. */
  clear: () => void;
  /** Called by `DraftNotice` once mounted, so that the draft knows its form (and leaves out its password inputs). */
  attach: (element: HTMLElement | null) => void;
}

type Values = DraftValues;

/** The names of the password inputs of the form around the element (of the whole page without one). */
function passwordInputs(element: HTMLElement | null): Set<string> {
  const root: ParentNode = element?.closest('form') ?? document;
  return new Set(
    Array.from(root.querySelectorAll<HTMLInputElement>('input[type="password"]'), (input) => input.name).filter(
      Boolean,
    ),
  );
}

/** The stored values the form knows, each of the type its field starts with, secrets left out. */
function restorable(stored: Values, defaults: Values, secrets: ReadonlySet<string>): Values {
  const kept: Values = {};
  for (const [name, value] of Object.entries(stored)) {
    if (!(name in defaults) || isSecretField(name) || secrets.has(name)) continue;
    const start = defaults[name];
    if (start !== null && start !== undefined && typeof start !== typeof value) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * Keeps a draft of a form for the account signed in to its console when the form mounted, under
 * the form's name (and the edited record's id). Render `<DraftNotice draft={…} />` at the top of
 * the form, and call `clear()` when a submit succeeds or the person cancels.
 */
export function useFormDraft(form: AnyFormApi, { console, form: name, record }: DraftPlace): FormDraft {
  // The draft belongs to the account that opened the form: another one signing in never writes to it.
  const [account] = useState(() => accountOf(console));
  const key = useMemo(() => draftKey({ console, form: name, record }, account), [console, name, record, account]);
  const [offered, setOffered] = useState<Values>();
  const anchor = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // While an earlier draft is offered, the form showing its starting values leaves it in storage.
  const offering = useRef(false);

  const defaults = useCallback((): Values => (form.options.defaultValues ?? {}) as Values, [form]);

  const persist = useCallback(() => {
    timer.current = undefined;
    if (!key || accountOf(console) !== account) return;
    const values = form.state.values as Values;
    const secrets = passwordInputs(anchor.current);
    if (!sameValues(values, defaults(), secrets)) writeDraft(key, values, secrets);
    else if (!offering.current) removeDraft(key);
  }, [key, console, account, form, defaults]);

  const cancelWrite = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  // An earlier draft is offered once the form has mounted, so that the notice is announced.
  useEffect(() => {
    if (!key) return;
    const stored = readDraft(key);
    if (!stored) return;
    const secrets = passwordInputs(anchor.current);
    const known = restorable(stored, defaults(), secrets);
    if (sameValues({ ...defaults(), ...known }, defaults(), secrets)) {
      // Nothing the form does not start with: not worth an offer.
      removeDraft(key);
      return;
    }
    offering.current = true;
    setOffered(known);
  }, [key, defaults]);

  // Every change of the values is written once typing pauses, and at once when the page goes away.
  useEffect(() => {
    if (!key) return;
    let last: unknown = form.state.values;
    const subscription = form.store.subscribe(() => {
      const values: unknown = form.state.values;
      if (values === last) return;
      last = values;
      cancelWrite();
      timer.current = setTimeout(persist, DRAFT_DELAY_MS);
    });
    const flush = () => {
      if (timer.current === undefined) return;
      cancelWrite();
      persist();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, form, persist, cancelWrite]);

  const settle = () => {
    offering.current = false;
    setOffered(undefined);
  };

  return {
    offered,
    attach: useCallback((element: HTMLElement | null) => {
      anchor.current = element;
    }, []),
    restore: () => {
      if (!offered) return;
      for (const [field, value] of Object.entries(restorable(offered, defaults(), passwordInputs(anchor.current))))
        form.setFieldValue(field, value);
      settle();
    },
    discard: () => {
      settle();
      cancelWrite();
      persist();
    },
    clear: () => {
      settle();
      cancelWrite();
      if (key) removeDraft(key);
    },
  };
}

const FIRST_FIELD_SELECTOR =
  'input:not([type="hidden"]):not([readonly]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The offer of an earlier draft at the top of a form: "Restore what you typed?" with Restore and
 * Discard, said politely by screen readers (the live region is there before the offer appears in
 * it). Either choice takes the offer away and moves the focus to the form's first field.
 */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const { t } = useLingui();
  const id = useId();
  const slot = useRef<HTMLDivElement>(null);
  const { attach, offered, restore, discard } = draft;
  useEffect(() => {
    attach(slot.current);
    return () => attach(null);
  }, [attach]);
  const focusForm = () => {
    const form = slot.current?.closest('form');
    setTimeout(() => form?.querySelector<HTMLElement>(FIRST_FIELD_SELECTOR)?.focus(), 0);
  };
  return (
    <div ref={slot} className="draft-notice-slot" aria-live="polite">
      {offered && (
        <div
          className="alert alert-info draft-notice"
          role="group"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-detail`}
        >
          <p id={`${id}-question`}>
            <strong>{t`Restore what you typed?`}</strong>
          </p>
          <p id={`${id}-detail`}>{t`What you typed in this form earlier has not been sent.`}</p>
          <div className="form-actions">
            <Button
              onClick={() => {
                restore();
                focusForm();
              }}
            >
              {t`Restore`}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                discard();
                focusForm();
              }}
            >
              {t`Discard`}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
