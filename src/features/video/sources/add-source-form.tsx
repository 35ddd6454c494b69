import { useLingui } from '@lingui/react/macro';
import { getStreamHunterListQueryKey, useStreamHunterItem } from '@generated/api/common/common';
import type { StreamHunterItemRequest, StreamTypeCode } from '@generated/model';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { addressCheck, requiredText } from '../shared/form-rules';
import { SelectField } from '@kit/form/fields';
import { AddFormFrame, useAddForm } from './add-form';
import { useStreamDictionaries } from './stream-dictionaries';

const NAME_MAX = 200;
const SOURCE_URL = /^(https?|rtmp|rtsp):\/\//i;
const COUNTRY = /^[A-Z]{2}$/;
const FIELDS = ['url', 'name', 'type', 'country'];

/**
 * Hands StreamHunter a source the person knows: its address and name, and if known its type and
 * country (what is left out, the first check detects).
 */
export function AddSourceForm() {
  const { t } = useLingui();
  const add = useStreamHunterItem();
  const dictionaries = useStreamDictionaries();
  const { words, failure, added, submit } = useAddForm({ fields: FIELDS, listKey: getStreamHunterListQueryKey()[0] });

  const url = addressCheck(
    { ...words, scheme: t`Enter the source's address starting with http://, https://, rtmp:// or rtsp://.` },
    SOURCE_URL,
  );
  const name = requiredText(words, NAME_MAX);
  const country = (value: string) =>
    value.trim() === '' || COUNTRY.test(value.trim().toUpperCase())
      ? undefined
      : t`Enter the country as two Latin letters (ISO 3166-1), like RU, AE or GB.`;

  const form = useAppForm({
    defaultValues: { url: '', name: '', type: '', country: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      const body: StreamHunterItemRequest = {
        url: value.url.trim(),
        name: value.name.trim(),
        ...(value.type ? { type: value.type as StreamTypeCode } : {}),
        ...(value.country.trim() ? { country: value.country.trim().toUpperCase() } : {}),
      };
      await submit(formApi, () => add.mutateAsync({ data: body }));
    },
  });

  return (
    <AddFormFrame
      form={form}
      title={t`Add a source`}
      failure={failure}
      success={added && t`“${added}” is handed to StreamHunter. It is being checked and appears in the list.`}
      submitText={t`Add the source`}
    >
      <form.AppField name="url" validators={fieldValidators(url)}>
        {(field) => <field.TextField label={t`Address`} type="url" inputMode="url" dir="ltr" />}
      </form.AppField>
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX} />}
      </form.AppField>
      <div className="video-form-row">
        <form.AppField name="type">
          {() => (
            <SelectField
              label={t`Type (optional)`}
              placeholder={t`Detect on the first check`}
              options={dictionaries.typeOptions}
            />
          )}
        </form.AppField>
        <form.AppField name="country" validators={fieldValidators(country)}>
          {(field) => (
            <field.TextField
              label={t`Country (optional)`}
              maxLength={2}
              autoCapitalize="characters"
              dir="ltr"
              hint={t`Two letters, like RU or AE.`}
            />
          )}
        </form.AppField>
      </div>
    </AddFormFrame>
  );
}
