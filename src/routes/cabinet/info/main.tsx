import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '@features/info/main/info-main';

export const Route = createFileRoute('/cabinet/info/main')({
  component: InfoMain,
});
