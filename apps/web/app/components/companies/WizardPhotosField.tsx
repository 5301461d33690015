import { COMPANIES, FILE_ACCEPT } from '@hushwork/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, UploadButton } from '../ui/UploadButton.tsx';
import { type UploadedImage, useImageUpload } from './use-image-upload.ts';

/**
 * The wizard's last step: gallery photos, each uploaded at once and posted as `photo_ids` in the order added; the
 * new company takes them when the wizard is saved. Removing one here only leaves it out of the post.
 */
export function WizardPhotosField({ error: fieldError }: { error?: string }) {
  const { t } = useTranslation('Companies');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const { busy, error, upload } = useImageUpload((photo) => setPhotos((current) => [...current, photo]));
  const isFull = photos.length >= COMPANIES.photosMax;
  return (
    <div>
      <p className="text-sm text-muted">{t('photosHint', { max: COMPANIES.photosMax })}</p>
      {photos.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('photos')}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.thumb_url}
                alt={t('wizardPhotoAlt', { number: index + 1 })}
                className="aspect-[4/3] w-full rounded-lg border border-neutral-200 object-cover"
              />
              <button
                type="button"
                onClick={() => setPhotos((current) => current.filter((item) => item.id !== photo.id))}
                aria-label={t('removePhoto', { number: index + 1 })}
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1.5 shadow hover:bg-white"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
              <input type="hidden" name="photo_ids" value={photo.id} />
            </li>
          ))}
        </ul>
      ) : null}
      {isFull ? null : (
        <UploadButton label={t('addPhoto')} busy={busy} accept={FILE_ACCEPT.image} onFile={upload} className="mt-4" />
      )}
      <p className="mt-1 text-xs text-muted">{t('pictureHint')}</p>
      <ErrorText message={error ?? fieldError} className="mt-1" />
    </div>
  );
}
