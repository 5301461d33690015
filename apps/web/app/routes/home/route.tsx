import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import { PlaceAutocomplete } from '../../components/catalogs/PlaceAutocomplete.tsx';
import { DefaultLayout } from '../../components/layout/layouts.tsx';
import { PageMeta } from '../../components/ui/PageMeta.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadHome } from './load-home.server.ts';

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export default function Home() {
  const { t } = useTranslation('Home');
  const to = useLocalePath();
  const { specializations, keywords, cities } = useLoaderData<typeof loader>();
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('description')} />
      <section className="bg-gradient-to-b from-brand-soft to-neutral-50">
        <div className="page-container py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{t('headline')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t('lead')}</p>
          <Form
            method="get"
            action={to('/job-openings')}
            role="search"
            aria-label={t('searchLabel')}
            className="mt-8 grid gap-3 rounded-2xl bg-white p-3 shadow-lg md:grid-cols-[1fr_1fr_auto]"
          >
            <div>
              <label htmlFor="home-search" className="sr-only">
                {t('whatLabel')}
              </label>
              <input
                id="home-search"
                name="search"
                type="search"
                maxLength={100}
                placeholder={t('whatLabel')}
                className="w-full rounded-lg border border-neutral-300 bg-white px-4 py-3"
              />
            </div>
            <PlaceAutocomplete name="city" label={t('whereLabel')} />
            <button type="submit" className="rounded-lg bg-brand px-6 py-3 font-semibold text-ink hover:brightness-95">
              {t('searchButton')}
            </button>
          </Form>
        </div>
      </section>

      <div className="page-container grid gap-10 py-12 md:grid-cols-3">
        <LinkList
          title={t('popularSpecializations')}
          items={specializations.map((s) => ({ key: s.id, label: s.name, path: to(`/job-openings/dev/${s.slug}`) }))}
        />
        <LinkList
          title={t('popularTechnologies')}
          items={keywords.map((k) => ({ key: k.id, label: k.name, path: to(`/job-openings/technologies/${k.slug}`) }))}
        />
        <LinkList
          title={t('popularCities')}
          items={cities.map((c) => ({ key: c.id, label: c.name, path: to(`/job-openings/cities/${c.slug}`) }))}
        />
      </div>

      <section className="page-container py-8" aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="rounded-2xl border border-neutral-200 bg-white p-6">
              <p className="text-sm font-bold text-brand-strong">{index + 1}</p>
              <h3 className="mt-2 text-lg font-semibold">{t(`${step}Title`)}</h3>
              <p className="mt-2 text-muted">{t(`${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-container py-8" aria-labelledby="employers-title">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-ink p-8 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="employers-title" className="text-2xl font-bold">
              {t('employersTitle')}
            </h2>
            <p className="mt-2 text-neutral-200">{t('employersText')}</p>
          </div>
          <Link
            to={to('/register')}
            className="rounded-lg bg-brand px-5 py-3 font-semibold text-ink hover:brightness-95"
          >
            {t('employersButton')}
          </Link>
        </div>
      </section>
    </DefaultLayout>
  );
}

function LinkList({ title, items }: { title: string; items: { key: number; label: string; path: string }[] }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.path}
              className="inline-block rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm hover:border-brand"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
