import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { getVideoPersonsListQueryKey, useVideoPersonsAdd, useVideoPersonsList } from '@generated/api/video/video';
import type { VideoPerson, VideoPersonAddRequest } from '@generated/model';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { SEARCH_MAX } from '../search/search-params';
import { addressCheck, optionalText, requiredText } from '../shared/form-rules';
import { ListSearch } from '@kit/table/list-search';
import { TitledBlock } from '@kit/layout/titled-block';
import { ReferenceState } from './reference-state';
import { SourcesTabs } from './sources-tabs';
import { CATALOGUE_TABLE, type CatalogueSort } from './sources-params';

const route = getRouteApi('/cabinet/video/sources/person');
const TEXT_MAX = 200;
const IMAGE_URL = /^https?:\/\//i;
const FIELDS = ['name', 'position', 'reference_image_url'];

/** The persons whose faces the recogniser looks for (a no-cache list), and the form that adds one. */
export function PersonsTab() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(CATALOGUE_TABLE);
  const persons = useVideoPersonsList({ ...table.request, ...(q ? { search: q } : {}) }, { query: { placeholderData: keepPreviousData } });
  const onSearch = useCallback(
    (value: string | undefined) => void navigate({ search: (previous) => ({ ...previous, q: value, page: undefined }), replace: true, resetScroll: false }),
    [navigate],
  );
  const columns: Column<VideoPerson, CatalogueSort>[] = [
    { key: 'name', header: t`Person`, rowHeader: true, sort: 'name', cell: (person) => person.name, csv: (person) => person.name },
    { key: 'position', header: t`Position`, cell: (person) => person.position ?? <span className="muted">—</span>, csv: (person) => person.position ?? '' },
    { key: 'reference', header: t`Reference photo`, cell: (person) => <ReferenceState ready={person.thumbnail_url !== null} />, csv: (person) => (person.thumbnail_url === null ? '' : person.thumbnail_url) },
    { key: 'created', header: t`Added`, sort: 'created_at', cell: (person) => <time dateTime={person.created_at}>{fmt.dateTime(person.created_at)}</time>, csv: (person) => person.created_at },
  ];

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-monitored-persons" title={t`Monitored persons`} className="block-wide">
          <DataTable
            caption={t`Monitored persons`}
            query={persons}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(person) => person.id}
            state={table}
            csvName="video-monitored-persons"
            emptyText={q ? t`No monitored person matches the search.` : t`No person is monitored yet. Add one below.`}
            toolbar={<ListSearch label={t`Search by name`} value={q} onSearch={onSearch} maxLength={SEARCH_MAX} />}
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add a person`}>
          <AddPersonForm />
        </section>
      </div>
    </div>
  );
}

function AddPersonForm() {
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

