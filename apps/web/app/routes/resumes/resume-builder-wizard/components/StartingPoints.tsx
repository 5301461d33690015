import { FillFromProfile } from './FillFromProfile.tsx';
import { JsonResumeFile } from './JsonResumeFile.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

/**
 * What starts a resume from what the owner already has: their candidate profile, or a JSON Resume file; and the
 * draft written out as one.
 */
export function StartingPoints({ wizard, canFillFromProfile }: { wizard: ResumeWizard; canFillFromProfile: boolean }) {
  return (
    <div className="mb-6 flex flex-wrap items-start gap-2">
      {canFillFromProfile ? <FillFromProfile wizard={wizard} /> : null}
      <JsonResumeFile wizard={wizard} />
    </div>
  );
}
