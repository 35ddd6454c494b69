import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewPasswordScreen } from '@features/auth/new-password-screen';

const search = v.object({
  /** The recovery token and the account's email, both from the recovery email's link. */
  token: v.fallback(v.optional(v.string()), undefined),
  email: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_auth/new-password')({
  staticData: { name: 'NewPassword' },
  validateSearch: search,
  component: NewPasswordScreen,
});
