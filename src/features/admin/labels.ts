import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GeoType } from '@generated/model';

export const GEO_TYPE_LABELS: Record<GeoType, MessageDescriptor> = {
  country: msg`Country`,
  region: msg`Region`,
  city: msg`City`,
};
