import { useLingui } from '@lingui/react/macro';
import { getVideoObjectsListQueryKey, useVideoObjectsAdd } from '@generated/api/video/video';
import type { VideoObjectAddRequest, VideoObjectCategory } from '@generated/model';
import { useAppForm } from '@kit/form/form';
import { fieldValidators, type Check } from '@kit/form/rules';
import { SelectField, TextAreaField } from '@kit/form/fields';
import { addressCheck, optionalText, requiredText } from '../shared/form-rules';
import { AddFormFrame, useAddForm } from './add-form';

const NAME_MAX = 200;
const DESCRIPTION_MAX = 1000;
const IMAGE_URL = /^https?:\/\//i;
const FIELDS = ['name', 'category', 'reference_image_url', 'description'];

/**
 * The form that adds an object for the recogniser to look for: a name, a kind, and a picture, a description or both.
 */
export function AddObjectForm({ kindOptions }: { kindOptions: { value: string; label: string }[] }) {
  const { t } = useLingui();
  const add = useVideoObjectsAdd();
  const { words, failure, added, submit } = useAddForm({ fields: FIELDS, listKey: getVideoObjectsListQueryKey()[0] });
  const name = requiredText(words, NAME_MAX);
  const description = optionalText(words, DESCRIPTION_MAX);
  const image = addressCheck(
    { ...words, scheme: t`Enter the picture's address starting with http:// or https://.` },
    IMAGE_URL,
    false,
  );
  // The recogniser needs something to look for: a picture, a description, or both.
  const imageOrDescription: Check = (value, formApi) =>
    image(value, formApi) ??
    (!value.trim() && !String(formApi.getFieldValue('description') ?? '').trim()
      ? t`Give a reference picture's address, a description, or both.`
      : undefined);

  const form = useAppForm({
    defaultValues: { name: '', category: '', reference_image_url: '', description: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      const body = {
        name: value.name.trim(),
        category: value.category as VideoObjectCategory,
        ...(value.reference_image_url.trim() ? { reference_image_url: value.reference_image_url.trim() } : {}),
        ...(value.description.trim() ? { description: value.description.trim() } : {}),
      } as VideoObjectAddRequest;
      await submit(formApi, () => add.mutateAsync({ data: body }));
    },
  });

  return (
    <AddFormFrame
      form={form}
      title={t`Add an object`}
      failure={failure}
      success={added && t`“${added}” is added. It is looked for once its reference is processed.`}
      submitText={t`Add the object`}
    >
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX} />}
      </form.AppField>
      <form.AppField
        name="category"
        validators={fieldValidators((value) => (value ? undefined : t`Choose what kind of object it is.`))}
      >
        {() => <SelectField label={t`Kind`} placeholder={t`Choose a kind`} options={kindOptions} />}
      </form.AppField>
      <form.AppField
        name="reference_image_url"
        validators={{ ...fieldValidators(imageOrDescription), onChangeListenTo: ['description'] }}
      >
        {(field) => (
          <field.TextField
            label={t`Reference picture address`}
            type="url"
            inputMode="url"
            dir="ltr"
            hint={t`A publicly reachable JPEG or PNG picture of the object.`}
          />
        )}
      </form.AppField>
      <form.AppField name="description" validators={fieldValidators(description)}>
        {() => (
          <TextAreaField
            label={t`Description`}
            maxLength={DESCRIPTION_MAX}
            hint={t`What the object looks like. A picture, a description, or both are needed.`}
          />
        )}
      </form.AppField>
    </AddFormFrame>
  );
}
