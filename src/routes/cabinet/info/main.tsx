import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '@features/info/main/info-main';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/main')({
  staticData: { name: 'CabinetInfoMain', access: 'infopole' },
  beforeLoad: requireKey('infopole'),
  component: InfoMain,
});
