import { companies, type TCompany } from '@hushwork/contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { type ApiAnswer, callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { fileButtonClass } from '../ui/button-class.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const SLOTS = {
  logo: { label: 'logo', field: 'logo_id', upload: companies.uploadCompanyLogo, remove: companies.deleteCompanyLogo },
  banner: {
    label: 'banner',
    field: 'banner_id',
    upload: companies.uploadCompanyBanner,
    remove: companies.deleteCompanyBanner,
  },
  'ceo-photo': {
    label: 'ceoPhoto',
    field: 'ceo_photo_id',
    upload: companies.uploadCompanyCeoPhoto,
    remove: companies.deleteCompanyCeoPhoto,
  },
} as const;
export type PictureSlot = keyof typeof SLOTS;

/**
 * Sends a picture from the browser (the page's action never relays files) and shows the API's own message, in the
 * page's language, when it refuses one; the page's data is reloaded once the company changed.
 */
function useImageCall() {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<ApiAnswer<typeof companies.uploadCompanyLogo>>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer.ok) await revalidate();
      else setError(answer.error.message || t('uploadFailed'));
    } catch {
      setError(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const formOf = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return null;
    const form = new FormData();
    form.append('file', file);
    return form;
  };
  return { busy, error, run, formOf, locale };
}

function UploadButton({
  label,
  busy,
  onChange,
}: {
  label: string;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('Companies');
  // The input sits inside its label, hidden but focusable: the label is the button and its name.
  return (
    <label className={fileButtonClass()}>
      <ImagePlus aria-hidden="true" className="size-4" />
      {busy ? t('uploading') : label}
      <input type="file" accept={IMAGE_TYPES} disabled={busy} onChange={onChange} className="sr-only" />
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

/** One of the company's single pictures: what is set, a button to replace it and one to remove it. */
export function PictureSlotField({ slot, company }: { slot: PictureSlot; company: TCompany }) {
  const { t } = useTranslation('Companies');
  const { busy, error, run, formOf, locale } = useImageCall();
  const { label, field, upload, remove } = SLOTS[slot];
  const what = t(label);
  const current = company[field];
  return (
    <div className="rounded-xl border border-neutral-200 p-4" aria-busy={busy || undefined}>
      <p className="font-semibold">{what}</p>
      {current ? (
        <img
          src={`/api/images/${current}?variant=thumb`}
          alt={slot === 'logo' ? t('logoAlt', { company: company.name }) : what}
          className="mt-2 h-24 max-w-full rounded-lg border border-neutral-200 object-contain"
        />
      ) : (
        <p className="mt-2 text-sm text-muted">{t('noPicture')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <UploadButton
          label={t('choosePicture', { what })}
          busy={busy}
          onChange={(event) => {
            const body = formOf(event);
            if (body) void run(() => callApi(browserApi, upload, { body, locale }));
          }}
        />
        {current ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => callApi(browserApi, remove, { locale }))}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('removePicture', { what })}
          </button>
        ) : null}
      </div>
      <Failure message={error} />
    </div>
  );
}

/** The gallery: each photo with its remove button, and a button adding one while there is room. */
export function PhotosField({ company, max }: { company: TCompany; max: number }) {
  const { t } = useTranslation('Companies');
  const { busy, error, run, formOf, locale } = useImageCall();
  return (
    <div aria-busy={busy || undefined}>
      <p className="text-sm text-muted">{t('photosHint', { max })}</p>
      {company.photos.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {company.photos.map((id, index) => (
            <li key={id} className="relative">
              <img
                src={`/api/images/${id}?variant=thumb`}
                alt={t('photoAlt', { company: company.name, number: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(() => callApi(browserApi, companies.deleteCompanyPhoto, { params: { id }, locale }))
                }
                aria-label={t('removePhoto', { number: index + 1 })}
                className="absolute top-1 right-1 rounded-full bg-white p-1.5 text-red-700 shadow"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {company.photos.length < max ? (
        <div className="mt-3">
          <UploadButton
            label={t('addPhoto')}
            busy={busy}
            onChange={(event) => {
              const body = formOf(event);
              if (body) void run(() => callApi(browserApi, companies.uploadCompanyPhoto, { body, locale }));
            }}
          />
        </div>
      ) : null}
      <Failure message={error} />
    </div>
  );
}
