import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignout } from '../../../generated/api/admin/admin';
import { useUserLogout } from '../../../generated/api/user/user';
import { session, type Section } from '../../api/session';
import { LANDING_ENABLED } from '../../lib/landing';
import { dropSectionData } from './section-data';

/**
 * Signs one section out: tells the server (best effort), clears only that section's token and
 * cached data, and leads to the landing page (when on) or that section's login.
 */
export function useSignOut(section: Section) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useUserLogout();
  const signout = useSignout({ request: { section: 'admin' } });
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await (section === 'admin' ? signout.mutateAsync() : logout.mutateAsync()).catch(() => undefined);
    } finally {
      session.signOut(section);
      await dropSectionData(queryClient, section);
      setPending(false);
    }
    if (section === 'admin') await navigate({ to: '/admin/login', replace: true });
    else await navigate({ to: LANDING_ENABLED ? '/' : '/login', replace: true });
  };
  return { signOut, pending };
}
