import { candidates, FILE_ACCEPT, type TCandidateOwn } from '@hushwork/contract';
import { FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { fileBody, useBrowserCall } from '../../lib/use-browser-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorText, UploadButton } from '../ui/UploadButton.tsx';

/** The photo: private, shown to the candidate and to companies the profile is opened to, never in the public one. */
export function PhotoField({ candidate }: { candidate: TCandidateOwn }) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const { busy, error, run } = useBrowserCall({ revalidate: true });
  const upload = (file: File) =>
    void run(() => callApi(browserApi, candidates.uploadCandidatePhoto, { body: fileBody(file), locale }));
  return (
    <section
      aria-labelledby="photo-title"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-neutral-200 bg-white p-6"
    >
      <h2 id="photo-title" className="text-lg font-semibold">
        {t('photoTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('photoPrivate')}</p>
      {candidate.has_photo ? (
        <img
          src={`/api/candidates/${candidate.id}/photo?variant=thumb`}
          alt={t('photoAlt')}
          className="mt-3 size-24 rounded-full border border-neutral-200 object-cover"
        />
      ) : (
        <p className="mt-3 text-sm text-muted">{t('noPhoto')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <UploadButton label={t('uploadPhoto')} busy={busy} accept={FILE_ACCEPT.image} onFile={upload} />
        {candidate.has_photo ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => callApi(browserApi, candidates.deleteCandidatePhoto, { locale }))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('removePhoto')}
          </Button>
        ) : null}
      </div>
      <ErrorText message={error} />
    </section>
  );
}

const sizeOf = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: bytes >= 1_048_576 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1_048_576 ? bytes / 1_048_576 : Math.max(1, bytes / 1024));

/** The CV (PDF or DOCX), downloaded only by the candidate and companies the profile is opened to. */
export function CvField({ candidate }: { candidate: TCandidateOwn }) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const { busy, error, run } = useBrowserCall({ revalidate: true });
  const upload = (file: File) =>
    void run(() => callApi(browserApi, candidates.uploadCandidateCv, { body: fileBody(file), locale }));
  const { cv } = candidate;
  return (
    <section
      aria-labelledby="cv-title"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-neutral-200 bg-white p-6"
    >
      <h2 id="cv-title" className="text-lg font-semibold">
        {t('cvTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('cvPrivate')}</p>
      {cv ? (
        <p className="mt-3 flex items-center gap-2">
          <FileText aria-hidden="true" className="size-5" />
          <a href={`/api/files/${cv.id}`} className="font-medium underline" download={cv.name ?? true}>
            {cv.name ?? t('cvFile')}
          </a>
          <span className="text-sm text-muted">{sizeOf(cv.size, locale)}</span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('noCv')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <UploadButton
          label={cv ? t('replaceCv') : t('uploadCv')}
          busy={busy}
          accept={FILE_ACCEPT.cv}
          icon="file"
          onFile={upload}
        />
        {cv ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => callApi(browserApi, candidates.deleteCandidateCv, { locale }))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('removeCv')}
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-muted">{t('cvHint')}</p>
      <ErrorText message={error} />
    </section>
  );
}
