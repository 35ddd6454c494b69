import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSession } from '@api/use-session';
import { ACCESS_KEYS, hasAccess, type AccessKey } from '@lib/access';

const SECTION_NAMES: Record<AccessKey, MessageDescriptor> = {
  infopole: msg`Info monitoring`,
  music: msg`Music airplay`,
  video: msg`Video monitoring`,
  video_infopole: msg`Video persons and key entities`,
  rsp: msg`All reports`,
};

/**
 * The cabinet's start page: who is signed in and which sections they hold. It reads the profile
 * the session keeps (stored at sign-in, or loaded once by the cabinet's guard when a tab starts
 * without it), the same the menu and the guards read, so the three never disagree.
 */
export function CabinetHome() {
  const { t, i18n } = useLingui();
  const user = useSession((state) => state.user);

  if (!user) {
    return (
      <p role="status" aria-live="polite">
        {t`Loading your profile…`}
      </p>
    );
  }

  const sections = ACCESS_KEYS.filter((key) => hasAccess(user.permissions, key));
  const firstName = user.first_name;
  return (
    <section aria-labelledby="cabinet-home-title">
      <h1 id="cabinet-home-title">
        <Trans>Welcome, {firstName}</Trans>
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
