import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '../../../features/info/main/info-main';
import { declarePage } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/main')({
  ...declarePage('/cabinet/info/main'),
  component: InfoMain,
});
