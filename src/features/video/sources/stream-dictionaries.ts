import { useLingui } from '@lingui/react/macro';
import { useStreamKindList, useStreamTypeList } from '@generated/api/streams/streams';
import type { StreamKindCode, StreamTypeCode } from '@generated/model';
import { STREAM_KIND_LABELS, STREAM_TYPE_LABELS } from '../shared/labels';
import type { Option as SelectOption } from '@kit/form/fields';
import { STREAM_KINDS, STREAM_TYPES } from './sources-params';

/**
 * The stream type and kind dictionaries (names in the person's language, from the server), with the
 * contract's codes under the cabinet's own names while a dictionary is loading, failed or empty.
 */
export function useStreamDictionaries() {
  const { i18n } = useLingui();
  const types = useStreamTypeList({ query: { staleTime: Infinity } });
  const kinds = useStreamKindList({ query: { staleTime: Infinity } });
  const typeName = (code: StreamTypeCode) =>
    types.data?.items.find((item) => item.code === code)?.name ?? i18n._(STREAM_TYPE_LABELS[code]);
  const kindName = (code: StreamKindCode) =>
    kinds.data?.items.find((item) => item.code === code)?.name ?? i18n._(STREAM_KIND_LABELS[code]);
  const typeCodes: readonly StreamTypeCode[] = types.data?.items.length
    ? types.data.items.map((item) => item.code)
    : STREAM_TYPES;
  const kindCodes: readonly StreamKindCode[] = kinds.data?.items.length
    ? kinds.data.items.map((item) => item.code)
    : STREAM_KINDS;
  const typeOptions: SelectOption[] = typeCodes.map((code) => ({ value: code, label: typeName(code) }));
  const kindOptions: SelectOption[] = kindCodes.map((code) => ({ value: code, label: kindName(code) }));
  return { types, kinds, typeName, kindName, typeOptions, kindOptions };
}
