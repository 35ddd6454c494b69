import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { getVideoObjectsListQueryKey, useVideoObjectsAdd, useVideoObjectsList } from '@generated/api/video/video';
import type { VideoObject, VideoObjectAddRequest, VideoObjectCategory } from '@generated/model';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, type Check } from '@kit/form/rules';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { SEARCH_MAX } from '../search/search-params';
import { addressCheck, optionalText, requiredText } from '../shared/form-rules';
import { OBJECT_CATEGORIES, OBJECT_CATEGORY_LABELS } from '../shared/labels';
import { ListChoice, ListSearch } from '@kit/table/list-search';
import { SelectField, TextAreaField } from '@kit/form/fields';
import { TitledBlock } from '@kit/layout/titled-block';
import { ReferenceState } from './reference-state';
import { SourcesTabs } from './sources-tabs';
import { CATALOGUE_TABLE, type CatalogueSort } from './sources-params';

const route = getRouteApi('/cabinet/video/sources/entity');
const NAME_MAX = 200;
const DESCRIPTION_MAX = 1000;
const IMAGE_URL = /^https?:\/\//i;
const FIELDS = ['name', 'category', 'reference_image_url', 'description'];

/** The objects the recogniser looks for (a no-cache list, by name and kind), and the form that adds one. */
export function ObjectsTab() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { q, category } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(CATALOGUE_TABLE);
  const objects = useVideoObjectsList({ ...table.request, ...(q ? { search: q } : {}), ...(category ? { category } : {}) }, { query: { placeholderData: keepPreviousData } });
  const narrow = useCallback(
    (changes: { q?: string; category?: VideoObjectCategory }) => void navigate({ search: (previous) => ({ ...previous, ...changes, page: undefined }), replace: true, resetScroll: false }),
    [navigate],
  );
  const onSearch = useCallback((value: string | undefined) => narrow({ q: value }), [narrow]);
  const kind = (value: VideoObjectCategory) => i18n._(OBJECT_CATEGORY_LABELS[value]);
  const columns: Column<VideoObject, CatalogueSort>[] = [
    { key: 'name', header: t`Object`, rowHeader: true, sort: 'name', cell: (object) => object.name, csv: (object) => object.name },
    { key: 'category', header: t`Kind`, cell: (object) => kind(object.category), csv: (object) => kind(object.category) },
    { key: 'description', header: t`Description`, cell: (object) => object.description ?? <span className="muted">—</span>, csv: (object) => object.description ?? '' },
    { key: 'reference', header: t`Reference`, cell: (object) => <ReferenceState ready={object.thumbnail_url !== null} />, csv: (object) => object.thumbnail_url ?? '' },
    { key: 'created', header: t`Added`, sort: 'created_at', cell: (object) => <time dateTime={object.created_at}>{fmt.dateTime(object.created_at)}</time>, csv: (object) => object.created_at },
  ];
  const kindOptions = OBJECT_CATEGORIES.map((value) => ({ value, label: kind(value) }));

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-monitored-objects" title={t`Monitored objects`} className="block-wide">
          <DataTable
            caption={t`Monitored objects`}
            query={objects}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(object) => object.id}
            state={table}
            csvName="video-monitored-objects"
            className="video-objects-table"
            emptyText={q || category ? t`No monitored object matches the search and the kind.` : t`No object is monitored yet. Add one below.`}
            toolbar={
              <div className="video-toolbar" role="group" aria-label={t`Narrow the list`}>
                <ListSearch label={t`Search by name`} value={q} onSearch={onSearch} maxLength={SEARCH_MAX} />
                <ListChoice<VideoObjectCategory> label={t`Kind`} value={category} options={kindOptions} onChange={(value) => narrow({ category: value })} />
              </div>
            }
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add an object`}>
          <AddObjectForm kindOptions={kindOptions} />
        </section>
      </div>
    </div>
  );
}

function AddObjectForm({ kindOptions }: { kindOptions: { value: string; label: string }[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const add = useVideoObjectsAdd();
  const [failure, setFailure] = useState<Failure>();
  const [added, setAdded] = useState<string>();
  const words = { required: t`Fill in this field.`, tooLong: (max: number) => t`Use at most ${max} characters.` };
  const name = requiredText(words, NAME_MAX);
  const description = optionalText(words, DESCRIPTION_MAX);
  const image = addressCheck({ ...words, scheme: t`Enter the picture's address starting with http:// or https://.` }, IMAGE_URL, false);
  // The recogniser needs something to look for: a picture, a description, or both.
  const imageOrDescription: Check = (value, formApi) =>
    image(value, formApi) ?? (!value.trim() && !String(formApi.getFieldValue('description') ?? '').trim() ? t`Give a reference picture's address, a description, or both.` : undefined);

  const form = useAppForm({
    defaultValues: { name: '', category: '', reference_image_url: '', description: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setAdded(undefined);
      const body = {
        name: value.name.trim(),
        category: value.category as VideoObjectCategory,
        ...(value.reference_image_url.trim() ? { reference_image_url: value.reference_image_url.trim() } : {}),
        ...(value.description.trim() ? { description: value.description.trim() } : {}),
      } as VideoObjectAddRequest;
      try {
        const { item } = await add.mutateAsync({ data: body });
        setAdded(item.name);
        formApi.reset();
        await queryClient.invalidateQueries({ queryKey: [getVideoObjectsListQueryKey()[0]] });
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, FIELDS));
      }
    },
  });

  return (
    <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="video-form-title">
        {t`Add an object`}
      </h2>
      <FailureSummary failure={failure} />
      {added && <Alert tone="success">{t`“${added}” is added. It is looked for once its reference is processed.`}</Alert>}
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX} />}
      </form.AppField>
      <form.AppField name="category" validators={fieldValidators((value) => (value ? undefined : t`Choose what kind of object it is.`))}>
        {() => <SelectField label={t`Kind`} placeholder={t`Choose a kind`} options={kindOptions} />}
      </form.AppField>
      <form.AppField name="reference_image_url" validators={{ ...fieldValidators(imageOrDescription), onChangeListenTo: ['description'] }}>
        {(field) => <field.TextField label={t`Reference picture address`} type="url" inputMode="url" dir="ltr" hint={t`A publicly reachable JPEG or PNG picture of the object.`} />}
      </form.AppField>
      <form.AppField name="description" validators={fieldValidators(description)}>
        {() => <TextAreaField label={t`Description`} maxLength={DESCRIPTION_MAX} hint={t`What the object looks like. A picture, a description, or both are needed.`} />}
      </form.AppField>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Adding…`}>{t`Add the object`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
