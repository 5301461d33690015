import { companies, FILE_ACCEPT, type TCompany } from '@hushwork/contract';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { fileBody, useBrowserCall } from '../../lib/use-browser-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorText, UploadButton } from '../ui/UploadButton.tsx';

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

/** One of the company's single pictures: what is set, a button to replace it and one to remove it. */
export function PictureSlotField({ slot, company }: { slot: PictureSlot; company: TCompany }) {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  const { busy, error, run } = useBrowserCall({ revalidate: true });
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
          accept={FILE_ACCEPT.image}
          onFile={(file) => void run(() => callApi(browserApi, upload, { body: fileBody(file), locale }))}
        />
        {current ? (
          <Button
            variant="danger-outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => callApi(browserApi, remove, { locale }))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('removePicture', { what })}
          </Button>
        ) : null}
      </div>
      <ErrorText message={error} />
    </div>
  );
}

/** The gallery: each photo with its remove button, and a button adding one while there is room. */
export function PhotosField({ company, max }: { company: TCompany; max: number }) {
  const { t } = useTranslation('Companies');
  const locale = useLocale();
  const { busy, error, run } = useBrowserCall({ revalidate: true });
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
            accept={FILE_ACCEPT.image}
            onFile={(file) =>
              void run(() => callApi(browserApi, companies.uploadCompanyPhoto, { body: fileBody(file), locale }))
            }
          />
        </div>
      ) : null}
      <ErrorText message={error} />
    </div>
  );
}
