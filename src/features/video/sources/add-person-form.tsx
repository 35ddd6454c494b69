import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getVideoPersonsListQueryKey, useVideoPersonsAdd } from '@generated/api/video/video';
import type { VideoPersonAddRequest } from '@generated/model';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { Alert } from '@ui/alert';
import { addressCheck, optionalText, requiredText } from '../shared/form-rules';

const TEXT_MAX = 200;
const IMAGE_URL = /^https?:\/\//i;
const FIELDS = ['name', 'position', 'reference_image_url'];

/** The form that adds a person for the recogniser to look for: a name, a position and a reference photo. */
export function AddPersonForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const add = useVideoPersonsAdd();
  const [failure, setFailure] = useState<Failure>();
  const [added, setAdded] = useState<string>();
  const words = { required: t`Fill in this field.`, tooLong: (max: number) => t`Use at most ${max} characters.` };
  const name = requiredText(words, TEXT_MAX);
  const position = optionalText(words, TEXT_MAX);
  const photo = addressCheck({ ...words, scheme: t`Enter the photo's address starting with http:// or https://.` }, IMAGE_URL);

  const form = useAppForm({
    defaultValues: { name: '', position: '', reference_image_url: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setAdded(undefined);
      const body: VideoPersonAddRequest = {
        name: value.name.trim(),
        reference_image_url: value.reference_image_url.trim(),
        ...(value.position.trim() ? { position: value.position.trim() } : {}),
      };
      try {
        const { item } = await add.mutateAsync({ data: body });
        setAdded(item.name);
        formApi.reset();
        await queryClient.invalidateQueries({ queryKey: [getVideoPersonsListQueryKey()[0]] });
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, FIELDS));
      }
    },
  });

  return (
    <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="video-form-title">
        {t`Add a person`}
      </h2>
      <FailureSummary failure={failure} />
      {added && <Alert tone="success">{t`“${added}” is added: their face is looked for in video from now on.`}</Alert>}
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Full name`} maxLength={TEXT_MAX} autoComplete="off" />}
      </form.AppField>
      <form.AppField name="position" validators={fieldValidators(position)}>
        {(field) => <field.TextField label={t`Position (optional)`} maxLength={TEXT_MAX} />}
      </form.AppField>
      <form.AppField name="reference_image_url" validators={fieldValidators(photo)}>
        {(field) => (
          <field.TextField label={t`Reference photo address`} type="url" inputMode="url" dir="ltr" hint={t`A publicly reachable JPEG or PNG photo showing the face from the front.`} />
        )}
      </form.AppField>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Adding…`}>{t`Add the person`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}

