import { createFormHook, createFormHookContexts, type AnyFormApi } from '@tanstack/react-form';
import type { Mutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { currentQueryClient } from '@api/query-store';
import { Button } from '@ui/button';
import { OfflineSubmission } from '@ui/offline-submission';
import { TextField as TextInput } from '@ui/text-field';
import { leaveField, messagesOf } from './rules';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  label: string;
  hint?: string;
  /** Runs after each change (e.g. to clear a message that no longer applies). */
  onValue?: (value: string) => void;
};

/** A labelled text input bound to its form field, with the field's messages under it. */
function TextField({ label, hint, onValue, ...rest }: TextProps) {
  const field = useFieldContext<string>();
  return (
    <TextInput
      {...rest}
      label={label}
      hint={hint}
      name={field.name}
      value={field.state.value}
      onChange={(value) => {
        field.handleChange(value);
        onValue?.(value);
      }}
      onBlur={() => leaveField(field)}
      errors={messagesOf(field.state.meta.errors)}
    />
  );
}

/** The submit button: pending while the form submits, with its own words for that moment. */
function SubmitButton({
  children,
  pendingText,
  disabled,
}: {
  children: ReactNode;
  pendingText: ReactNode;
  disabled?: boolean;
}) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" pending={isSubmitting} disabled={disabled}>
          {isSubmitting ? pendingText : children}
        </Button>
      )}
    </form.Subscribe>
  );
}

/**
 * The form hook of every form: `form.AppField` renders the bound field components
 * (`field.TextField`), `form.AppForm` gives the form components (`form.SubmitButton`).
 */
export const { useAppForm } = createFormHook({
  fieldComponents: { TextField },
  formComponents: { SubmitButton },
  fieldContext,
  formContext,
});

/** What a form element submits: the form hook's form, or anything with its `handleSubmit`. */
type SubmittingForm = { handleSubmit: () => Promise<unknown> } & Partial<Pick<AnyFormApi, 'baseStore'>>;

type Call = Mutation;

/**
 * Watches the calls a form's submission makes (the mutations added to the query cache while it
 * runs). While one of them waits for the connection (TanStack Query pauses a mutation while the
 * browser is offline and sends it when the connection returns) the form says so, and the person
 * may cancel it: the call is taken out of the cache, so it never goes out, and the form is free
 * again with what was typed. TanStack Query has no way to stop a paused mutation other than
 * removing it; the submission that waited for it is left waiting, unseen.
 *
 * The cache is the app's one (`currentQueryClient`): the sign-in pages, which have none, load no
 * query library for this.
 */
function useWaitingSubmission(form: SubmittingForm) {
  const [waiting, setWaiting] = useState(false);
  const [cancelled, setCancelled] = useState(0);
  const watch = useRef<{ calls: Set<Call>; stop: () => void } | undefined>(undefined);
  useEffect(() => () => watch.current?.stop(), []);

  const submit = async () => {
    const cache = currentQueryClient()?.getMutationCache();
    if (!cache) return form.handleSubmit();
    // A submission made while another waits takes the earlier one's calls along.
    const calls = new Set<Call>(watch.current?.calls);
    watch.current?.stop();
    const unsubscribe = cache.subscribe(({ type, mutation }) => {
      if (!mutation) return;
      if (type === 'added') calls.add(mutation);
      else if (!calls.has(mutation)) return;
      if (type === 'removed') calls.delete(mutation);
      setWaiting([...calls].some((call) => call.state.isPaused));
    });
    const own = {
      calls,
      stop: () => {
        unsubscribe();
        if (watch.current !== own) return;
        watch.current = undefined;
        setWaiting(false);
      },
    };
    watch.current = own;
    try {
      await form.handleSubmit();
    } finally {
      own.stop();
    }
  };

  const cancel = () => {
    const own = watch.current;
    if (!own) return;
    const cache = currentQueryClient()?.getMutationCache();
    for (const call of own.calls) if (call.state.isPaused) cache?.remove(call);
    own.stop();
    form.baseStore?.setState((state) => ({ ...state, isSubmitting: false }));
    setCancelled((count) => count + 1);
  };

  return { waiting, cancelled, submit, cancel };
}

/**
 * A form element that submits through the form hook and never through the browser. A submission
 * whose call waits for the connection says so under the form and can be cancelled.
 */
export function FormElement({
  form,
  children,
  ...rest
}: { form: SubmittingForm; children: ReactNode } & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  const element = useRef<HTMLFormElement>(null);
  const { waiting, cancelled, submit, cancel } = useWaitingSubmission(form);
  // The cancel button goes with the notice: the focus goes back to the form's submit button.
  useEffect(() => {
    if (cancelled) element.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [cancelled]);
  return (
    <form
      noValidate
      {...rest}
      ref={element}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
      {waiting && <OfflineSubmission onCancel={cancel} />}
    </form>
  );
}
