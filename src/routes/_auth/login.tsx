import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginScreen } from '@features/auth/login-screen';

const search = v.object({
  /** Where to go after sign-in; checked to be a same-origin path before it is followed. */
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_auth/login')({
  staticData: { name: 'Login' },
  validateSearch: search,
  component: LoginScreen,
});
