import { useLingui } from '@lingui/react/macro';
import { getVideoPersonsListQueryKey, useVideoPersonsAdd } from '@generated/api/video/video';
import type { VideoPersonAddRequest } from '@generated/model';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { addressCheck, optionalText, requiredText } from '../shared/form-rules';
import { AddFormFrame, useAddForm } from './add-form';

const TEXT_MAX = 200;
const IMAGE_URL = /^https?:\/\//i;
const FIELDS = ['name', 'position', 'reference_image_url'];

/** The form that adds a person for the recogniser to look for: a name, a position and a reference photo. */
export function AddPersonForm() {
  const { t } = useLingui();
  const add = useVideoPersonsAdd();
  const { words, failure, added, submit } = useAddForm({ fields: FIELDS, listKey: getVideoPersonsListQueryKey()[0] });
  const name = requiredText(words, TEXT_MAX);
  const position = optionalText(words, TEXT_MAX);
  const photo = addressCheck(
    { ...words, scheme: t`Enter the photo's address starting with http:// or https://.` },
    IMAGE_URL,
  );

  const form = useAppForm({
    defaultValues: { name: '', position: '', reference_image_url: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      const body: VideoPersonAddRequest = {
        name: value.name.trim(),
        reference_image_url: value.reference_image_url.trim(),
        ...(value.position.trim() ? { position: value.position.trim() } : {}),
      };
      await submit(formApi, () => add.mutateAsync({ data: body }));
    },
  });

  return (
    <AddFormFrame
      form={form}
      title={t`Add a person`}
      failure={failure}
      success={added && t`“${added}” is added: their face is looked for in video from now on.`}
      submitText={t`Add the person`}
    >
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Full name`} maxLength={TEXT_MAX} autoComplete="off" />}
      </form.AppField>
      <form.AppField name="position" validators={fieldValidators(position)}>
        {(field) => <field.TextField label={t`Position (optional)`} maxLength={TEXT_MAX} />}
      </form.AppField>
      <form.AppField name="reference_image_url" validators={fieldValidators(photo)}>
        {(field) => (
          <field.TextField
            label={t`Reference photo address`}
            type="url"
            inputMode="url"
            dir="ltr"
            hint={t`A publicly reachable JPEG or PNG photo showing the face from the front.`}
          />
        )}
      </form.AppField>
    </AddFormFrame>
  );
}
