import { fromJsonResume, jsonResumeLanguage, toJsonResume } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { ErrorText } from '../../../../components/ui/UploadButton.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

/** A JSON Resume file bigger than this is no resume: it is refused before it is read. */
const MAX_BYTES = 1024 * 1024;

/**
 * Import and export in the JSON Resume format (jsonresume.org): an imported file replaces the draft, its long texts
 * marked as filled automatically; the export is the draft as it stands.
 */
export function JsonResumeFile({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setError(t('importRefused'));
    try {
      const json: unknown = JSON.parse(await file.text());
      const imported = fromJsonResume(json);
      // The photo and the resume's language stay the owner's unless the file brings its own.
      wizard.replace({
        ...imported,
        language: jsonResumeLanguage(json) ?? wizard.draft.document.language,
        photo: imported.photo ?? wizard.draft.document.photo,
      });
    } catch {
      setError(t('importRefused'));
    }
  };
  const exportFile = () => {
    const blob = new Blob([JSON.stringify(toJsonResume(wizard.draft.document), null, 2)], {
      type: 'application/json',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'resume.json';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex cursor-pointer items-center rounded-lg border border-neutral-300 bg-white px-4 py-2 font-semibold focus-within:outline focus-within:outline-2">
          {t('importJson')}
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
        <Button variant="secondary" onClick={exportFile}>
          {t('exportJson')}
        </Button>
      </div>
      <ErrorText message={error} />
    </div>
  );
}
