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

/**
 * The saved resume's downloads (PDF, DOCX, TXT), with whatever else the page offers beside them. `beforeDownload`
 * (the wizard's save) runs first, so a file holds what the preview shows, not the version saved a step ago.
 */
export function ResumeFiles({
  id,
  token,
  beforeDownload,
  children,
}: {
  id: string;
  token: string | null;
  beforeDownload?: () => Promise<boolean>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const [busy, setBusy] = useState<ResumeFileKind | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (kind: ResumeFileKind) => {
    setBusy(kind);
    setFailed(false);
    try {
      // A save the server refused shows its own message at the field; nothing stale is downloaded meanwhile.
      if (beforeDownload && !(await beforeDownload())) return;
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
