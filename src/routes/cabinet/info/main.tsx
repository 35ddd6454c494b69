import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '@features/info/main/info-main';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/main')({
  ...declarePage('/cabinet/info/main'),
  component: InfoMain,
});
