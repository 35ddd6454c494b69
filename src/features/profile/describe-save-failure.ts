import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isHttpError } from '../../api/errors';

/** A sentence for the person about why saving their personal information failed. */
export function describeSaveFailure(error: unknown, i18n: I18n): string {
  if (!isHttpError(error)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.kind === 'network') return i18n._(msg`No connection to the server. Check your network and try again.`);
  if (error.kind === 'timeout') return i18n._(msg`The server took too long to answer. Please try again.`);
  if (error.kind === 'parse') return i18n._(msg`The server's answer could not be read. Please try again later.`);
  if (error.status === 400) return i18n._(msg`Some fields are not filled in correctly.`);
  if (error.status === 401) return i18n._(msg`Your session has ended. Sign in again to save your changes.`);
  if (error.status === 403) return i18n._(msg`You do not have access to this action.`);
  if (error.status === 429) return i18n._(msg`Too many attempts. Wait a minute and try again.`);
  return i18n._(msg`The server could not process the request. Please try again later.`);
}
