import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { ErrorText } from '../ui/UploadButton.tsx';
import { downloadResume, type ResumeFileKind } from './resume-api.ts';

const KINDS: { kind: ResumeFileKind; label: string }[] = [
  { kind: 'pdf', label: 'downloadPdf' },
  { kind: 'docx', label: 'downloadDocx' },
  { kind: 'txt', label: 'downloadTxt' },
];

/** The saved resume's downloads (PDF, DOCX, TXT), with whatever else the page offers beside them. */
export function ResumeFiles({ id, token, children }: { id: string; token: string | null; children?: React.ReactNode }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const [busy, setBusy] = useState<ResumeFileKind | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (kind: ResumeFileKind) => {
    setBusy(kind);
    setFailed(false);
    try {
      setFailed(!(await downloadResume(id, kind, token)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {KINDS.map(({ kind, label }) => (
          <Button key={kind} variant="secondary" busy={busy === kind} onClick={() => void download(kind)}>
            {t(label)}
          </Button>
        ))}
        {children}
      </div>
      {failed ? <ErrorText message={t('downloadFailed')} /> : null}
    </div>
  );
}
