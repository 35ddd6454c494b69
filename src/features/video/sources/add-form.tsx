import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { AnyFormApi } from '@tanstack/react-form';
import { useId, useState, type ComponentType, type PropsWithChildren, type ReactNode } from 'react';
import { FailureSummary, submissionFailure, type Failure, type StatusMeanings } from '@kit/form/failure';
import { FormElement } from '@kit/form/form';
import { Alert } from '@ui/alert';
import type { RuleWords } from '../shared/form-rules';

interface AddFormOptions {
  /** The form's fields, for the server's field messages. */
  fields: readonly string[];
  /** The first part of the list's query key: the list is asked again once an item is added. */
  listKey: string;
  /** What some statuses mean on this form. */
  meanings?: StatusMeanings;
}

/**
 * What every add form of the sources pages does around its own fields: the rules' words, the
 * failure of the last submission, the name of the last item added, and the submission itself
 * (the form is emptied and the list asked again once the item is added).
 */
export function useAddForm({ fields, listKey, meanings }: AddFormOptions) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure>();
  const [added, setAdded] = useState<string>();
  const words: RuleWords = {
    required: t`Fill in this field.`,
    tooLong: (max: number) => t`Use at most ${max} characters.`,
  };

  /** Sends the add; `afterAdd` replaces emptying the form (`formApi.reset()`) when a form needs more. */
  const submit = async (
    formApi: AnyFormApi,
    send: () => Promise<{ item: { name: string } }>,
    afterAdd?: (name: string) => void,
  ) => {
    setFailure(undefined);
    setAdded(undefined);
    try {
      const { item } = await send();
      setAdded(item.name);
      if (afterAdd) afterAdd(item.name);
      else formApi.reset();
      await queryClient.invalidateQueries({ queryKey: [listKey] });
    } catch (error) {
      setFailure(submissionFailure(error, i18n, formApi, fields, meanings));
    }
  };

  return { words, failure, added, submit };
}

type FrameForm = Parameters<typeof FormElement>[0]['form'] & {
  AppForm: ComponentType<PropsWithChildren>;
  SubmitButton: ComponentType<{ children: ReactNode; pendingText: ReactNode }>;
};

interface AddFormFrameProps {
  form: FrameForm;
  title: string;
  headingLevel?: 2 | 3;
  failure: Failure | undefined;
  /** What the form says once an item is added. */
  success: string | undefined;
  submitText: string;
  /** Above the failure (a kept draft's notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of an add form: its heading, failure and success, its fields, and the submit button. */
export function AddFormFrame({
  form,
  title,
  headingLevel = 2,
  failure,
  success,
  submitText,
  notice,
  children,
}: AddFormFrameProps) {
  const { t } = useLingui();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="video-form-title">
        {title}
      </Heading>
      {notice}
      <FailureSummary failure={failure} />
      {success && <Alert tone="success">{success}</Alert>}
      {children}
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Adding…`}>{submitText}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
