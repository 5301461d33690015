import { Building2, Globe, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useRouteLoaderData } from 'react-router';
import { CompanyPhotos } from '../../../components/companies/CompanyPhotos.tsx';
import { CompanyTabNav } from '../../../components/companies/CompanyTabs.tsx';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { VacancyCard } from '../../../components/vacancies/VacancyCard.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath, splitLocale } from '../../../lib/locale-path.ts';
import { useNonce } from '../../../lib/nonce.tsx';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCompany } from './load-company.server.ts';

// The Job openings tab lists the search's vacancy cards, which speak the Vacancies namespace.
export const handle = { i18n: ['Companies', 'Vacancies'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

export async function loader(args: Route.LoaderArgs) {
  // `/company` without a slug is in the spec's routes: it lists the companies.
  if (!args.params.slug) throw redirect(localizePath(localeOfParams(args.params), '/companies'));
  const path = splitLocale(new URL(args.request.url).pathname).path;
  const tab = path.endsWith('/vacancies') ? 'vacancies' : path.endsWith('/photos') ? 'photos' : 'about';
  return { tab, ...(await loadCompany({ ...args, withVacancies: tab === 'vacancies' })) };
}

/** A titled list of named catalog items (specializations, technologies); nothing when empty. */
function ChipSection({ title, items }: { title: string; items: { id: number; name: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
            {item.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A company's public page: about (the default tab), its job openings and its photos. */
export default function CompanyPage() {
  const { tab, company, vacancies } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const nonce = useNonce();
  const origin = useRouteLoaderData<RootData>('root')?.origin ?? '';
  const base = to(`/company/${company.slug}`);
  const isListed = company.moderation_status === 'approved' && company.is_public;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${origin}${base}`,
    ...(company.site ? { sameAs: [company.site] } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.offices.length > 0
      ? {
          address: company.offices.map((office) => ({
            '@type': 'PostalAddress',
            addressLocality: office.name,
            addressCountry: office.country_code,
          })),
        }
      : {}),
  };
  return (
    <DefaultLayout>
      <PageMeta title={company.name} description={company.description.slice(0, 160) || t('listIntro')} />
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; `<` is escaped below.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, '\\u003c') }}
      />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/companies') },
            { title: company.name, link: base },
          ]}
        />
        {!isListed && company.is_member ? (
          <p role="status" className="mt-4 rounded-lg bg-brand-soft p-4">
            {t('pendingNotice')}
          </p>
        ) : null}
        {company.banner_id ? (
          <img
            src={`/api/images/${company.banner_id}`}
            alt={t('bannerAlt', { company: company.name })}
            className="mt-4 h-40 w-full rounded-2xl border border-neutral-200 object-cover sm:h-56"
          />
        ) : null}
        <header className="mt-4 flex flex-wrap items-start gap-4">
          {company.logo_id ? (
            <img
              src={`/api/images/${company.logo_id}?variant=thumb`}
              alt={t('logoAlt', { company: company.name })}
              className="size-16 rounded-lg border border-neutral-200 object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="mt-1 size-10 text-muted" />
          )}
          <div className="min-w-0">
            <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">{company.name}</h1>
            <p className="mt-1 flex flex-wrap gap-x-4 text-muted">
              {company.size ? <span>{t('employees', { size: company.size })}</span> : null}
              {company.site ? (
                <a href={company.site} rel="nofollow noopener" className="flex items-center gap-1 underline">
                  <Globe aria-hidden="true" className="size-4" />
                  {t('site')}
                </a>
              ) : null}
            </p>
          </div>
          {isListed ? <FavoriteButton type="company" id={company.id} className="ml-auto" /> : null}
        </header>
        <CompanyTabNav company={company} showReviews={isListed} />
        {tab === 'photos' ? (
          <CompanyPhotos company={company} />
        ) : tab === 'vacancies' ? (
          <section className="mt-6">
            <h2 className="sr-only">{t('tabVacancies')}</h2>
            {vacancies.list.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
                <p className="text-muted">{t('noVacancies', { name: company.name })}</p>
                <Link to={to('/job-openings')} className="mt-2 inline-block underline">
                  {t('allVacancies', { ns: 'Vacancies' })}
                </Link>
              </div>
            ) : (
              <>
                <p className="font-medium" data-testid="company-vacancies-found">
                  {t('vacanciesCount', { count: vacancies.total })}
                </p>
                <ul className="mt-4 grid gap-4">
                  {vacancies.list.map((vacancy) => (
                    <VacancyCard key={vacancy.id} vacancy={vacancy} headingLevel={3} />
                  ))}
                </ul>
                <Pagination
                  label={t('paging.label', { ns: 'Vacancies' })}
                  page={vacancies.page}
                  pages={vacancies.pages}
                />
              </>
            )}
          </section>
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-3">
            <section className="lg:col-span-2">
              <h2 className="sr-only">{t('tabAbout')}</h2>
              <p className="whitespace-pre-line leading-relaxed">{company.description || t('noDescription')}</p>
            </section>
            <aside className="space-y-6">
              {company.ceo_photo_id ? (
                <section>
                  <h2 className="font-semibold">{t('ceoPhoto')}</h2>
                  <img
                    src={`/api/images/${company.ceo_photo_id}?variant=thumb`}
                    alt={t('ceoPhotoAlt', { company: company.name })}
                    className="mt-2 size-32 rounded-2xl border border-neutral-200 object-cover"
                  />
                </section>
              ) : null}
              {company.offices.length > 0 ? (
                <section>
                  <h2 className="font-semibold">{t('offices')}</h2>
                  <ul className="mt-2 space-y-1">
                    {company.offices.map((office) => (
                      <li key={office.city_id} className="flex items-center gap-1">
                        <MapPin aria-hidden="true" className="size-4 text-muted" />
                        {office.name}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <ChipSection title={t('specializations')} items={company.specializations} />
              <ChipSection title={t('technologies')} items={company.technologies} />
              {company.note !== null ? (
                <section>
                  <h2 className="font-semibold">{t('yourNote')}</h2>
                  <p className="mt-2 whitespace-pre-line text-muted">{company.note}</p>
                </section>
              ) : null}
            </aside>
          </div>
        )}
      </div>
    </DefaultLayout>
  );
}
