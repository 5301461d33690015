import { candidates, type TResumeDocument } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillFromProfile, type ProfileFill } from '../../../../components/resumes/profile-fill.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { ErrorText } from '../../../../components/ui/UploadButton.tsx';
import { callApi } from '../../../../lib/api.ts';
import { browserApi } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import type { ResumeWizard } from './use-resume-wizard.ts';

/**
 * "Fill from my profile" for a worker with a candidate profile: reads it with the call the profile page uses and
 * copies what it holds; where the resume already has text, asks before replacing it.
 */
export function FillFromProfile({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ProfileFill | null>(null);
  const apply = (document: TResumeDocument) => {
    wizard.replace(document);
    setPending(null);
  };
  const fill = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(browserApi, candidates.getMyCandidate, { locale });
      if (!answer.ok) return setError(answer.error.message || t('fillFailed'));
      const found = fillFromProfile(wizard.draft.document, answer.data);
      if (found.hasConflicts) setPending(found);
      else apply(found.filled);
    } catch {
      setError(t('fillFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" busy={busy} onClick={() => void fill()}>
        {t('fillFromProfile')}
      </Button>
      <ErrorText message={error} />
      <Modal open={pending !== null} onClose={() => setPending(null)} title={t('overwriteTitle')}>
        <p className="mb-4">{t('overwriteLead')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => pending && apply(pending.filled)}>{t('overwriteReplace')}</Button>
          <Button variant="secondary" onClick={() => pending && apply(pending.kept)}>
            {t('overwriteKeep')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
