import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { CHANNEL_TYPES, type ChannelTypeValue } from '@lib/filters/fields';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';
import { seriesColor } from '@ui/charts/palette';

/** Each channel type keeps one colour on every chart of the section. */
export function channelTypeColor(type: ChannelTypeValue): string {
  return seriesColor(CHANNEL_TYPES.indexOf(type));
}

/** The localized name of a channel type. */
export function useChannelTypeLabel(): (type: ChannelTypeValue) => string {
  const { i18n } = useLingui();
  return (type) => i18n._(CHANNEL_TYPE_LABELS[type]);
}

/** The localized name of a country from its ISO 3166-1 alpha-2 code; the code when the name is unknown. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'code' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.locale]);
}
