import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '@features/auth/registration-screen';

export const Route = createFileRoute('/_auth/registration')({
  staticData: { name: 'Register' },
  component: RegistrationScreen,
});
