import { createFileRoute } from '@tanstack/react-router';
import { PersonalInfoForm } from '../../features/profile/personal-info-form';
import { CabinetLayout } from '../../features/shell/cabinet-layout';
import { ensureProfile, loadCatalogsFor, requireSection } from '../-guards';

/** The cabinet: every path below it needs the cabinet JWT and the user's profile. */
export const Route = createFileRoute('/cabinet')({
  staticData: { name: 'Cabinet' },
  beforeLoad: async (args) => {
    requireSection('cabinet', args);
    // The frame's messages and the section's load side by side with the profile.
    await Promise.all([ensureProfile(args), loadCatalogsFor(args.location.pathname)]);
  },
  component: () => <CabinetLayout renderProfile={(close) => <PersonalInfoForm onClose={close} />} />,
});
