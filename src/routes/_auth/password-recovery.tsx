import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryScreen } from '@features/auth/password-recovery-screen';

export const Route = createFileRoute('/_auth/password-recovery')({
  staticData: { name: 'PasswordRecovery' },
  component: PasswordRecoveryScreen,
});
