import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { session, type Section } from '@api/session';
import { LANDING_ENABLED } from '@lib/landing';

/** Tells the server the section signs out; best effort (the token is dropped whatever it says). */
async function tellServer(section: Section): Promise<void> {
  if (section === 'admin') {
    const { signout } = await import('@generated/calls/admin/admin');
    await signout();
  } else {
    const { userLogout } = await import('@generated/calls/user/user');
    await userLogout();
  }
}

/**
 * Signs one section out: tells the server (best effort), clears only that section's token and
 * cached data, and leads to the landing page (when on) or that section's login. Its calls load
 * when the person signs out, not with every page.
 */
export function useSignOut(section: Section) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await tellServer(section).catch(() => undefined);
    } finally {
      session.signOut(section);
      const { dropSectionData } = await import('./section-data');
      await dropSectionData(queryClient, section);
      setPending(false);
    }
    if (section === 'admin') await navigate({ to: '/admin/login', replace: true });
    else await navigate({ to: LANDING_ENABLED ? '/' : '/login', replace: true });
  };
  return { signOut, pending };
}
