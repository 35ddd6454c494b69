import { createFormHook, createFormHookContexts } from '@tanstack/react-form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '@ui/button';
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
function SubmitButton({ children, pendingText, disabled }: { children: ReactNode; pendingText: ReactNode; disabled?: boolean }) {
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

/** A form element that submits through the form hook and never through the browser. */
export function FormElement({ form, children, ...rest }: { form: { handleSubmit: () => Promise<unknown> }; children: ReactNode } & Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </form>
  );
}
