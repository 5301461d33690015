import { candidates, type TCandidateOwn } from '@hushwork/contract';
import { FileText, ImagePlus, Trash2 } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { Button } from '../ui/Button.tsx';
import { fileButtonClass } from '../ui/button-class.ts';
import { useProfileCall } from './use-profile-call.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const CV_TYPES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file input inside its label: the label is the keyboard-reachable button and its name. */
function FileButton({
  label,
  accept,
  busy,
  onChange,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className={fileButtonClass()}>
      <ImagePlus aria-hidden="true" className="size-4" />
      {label}
      <input type="file" accept={accept} disabled={busy} onChange={onChange} className="sr-only" />
    </label>
  );
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** The photo: private, shown to the candidate and to companies the profile is opened to, never in the public one. */
export function PhotoField({ candidate }: { candidate: TCandidateOwn }) {
  const { t } = useTranslation('Candidates');
  const { busy, error, run, formOf, locale } = useProfileCall();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const body = formOf(event);
    if (body) void run(() => callApi(browserApi, candidates.uploadCandidatePhoto, { body, locale }));
  };
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
        <FileButton
          label={busy ? t('uploading') : t('uploadPhoto')}
          accept={IMAGE_TYPES}
          busy={busy}
          onChange={upload}
        />
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
      <Failure message={error} />
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
  const { busy, error, run, formOf, locale } = useProfileCall();
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const body = formOf(event);
    if (body) void run(() => callApi(browserApi, candidates.uploadCandidateCv, { body, locale }));
  };
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
        <FileButton
          label={busy ? t('uploading') : cv ? t('replaceCv') : t('uploadCv')}
          accept={CV_TYPES}
          busy={busy}
          onChange={upload}
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
      <Failure message={error} />
    </section>
  );
}
