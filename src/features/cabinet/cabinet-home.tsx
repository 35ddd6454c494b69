import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useUserGet } from '@generated/api/user/user';
import { ACCESS_KEYS, hasAccess, type AccessKey } from '@lib/access';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';

const SECTION_NAMES: Record<AccessKey, MessageDescriptor> = {
  infopole: msg`Info monitoring`,
  music: msg`Music airplay`,
  video: msg`Video monitoring`,
  video_infopole: msg`Video persons and key entities`,
  rsp: msg`All reports`,
};

/** The cabinet's start page: who is signed in and which sections they hold. */
export function CabinetHome() {
  const { t, i18n } = useLingui();
  const profile = useUserGet();

  if (profile.isPending) {
    return (
      <p role="status" aria-live="polite">
        {t`Loading your profile…`}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <Alert>
        <p>{t`Your profile could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    );
  }

  const user = profile.data.item;
  const sections = ACCESS_KEYS.filter((key) => hasAccess(user.permissions, key));
  return (
    <section aria-labelledby="cabinet-home-title">
      <h1 id="cabinet-home-title">
        <Trans>Welcome, {user.first_name}</Trans>
      </h1>
      {sections.length === 0 ? (
        <p>{t`No monitoring sections are enabled for your account yet. Contact your account manager.`}</p>
      ) : (
        <>
          <h2>{t`Your sections`}</h2>
          <ul className="section-list">
            {sections.map((key) => (
              <li key={key}>{i18n._(SECTION_NAMES[key])}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
