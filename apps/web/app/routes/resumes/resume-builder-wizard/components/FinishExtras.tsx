import { FillFromProfile } from './FillFromProfile.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

/** What starts a resume from what the owner already has: their candidate profile. */
export function FinishExtras({ wizard, canFillFromProfile }: { wizard: ResumeWizard; canFillFromProfile: boolean }) {
  return canFillFromProfile ? <FillFromProfile wizard={wizard} /> : null;
}
