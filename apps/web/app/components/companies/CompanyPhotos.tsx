import type { TCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';

/** The company page's photos tab: thumbnails, each opening the full-size picture. */
export function CompanyPhotos({ company }: { company: Pick<TCompany, 'name' | 'photos'> }) {
  const { t } = useTranslation('Companies');
  return (
    <section className="mt-6">
      <h2 className="sr-only">{t('tabPhotos')}</h2>
      {company.photos.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-muted">
          {t('noPhotos', { name: company.name })}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {company.photos.map((id, index) => (
            <li key={id}>
              <a href={`/api/images/${id}`} className="block overflow-hidden rounded-xl">
                <img
                  src={`/api/images/${id}?variant=thumb`}
                  alt={t('photoAlt', { company: company.name, number: index + 1 })}
                  loading="lazy"
                  className="aspect-square w-full object-cover transition hover:scale-105"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
