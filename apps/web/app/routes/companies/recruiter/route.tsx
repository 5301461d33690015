import { companies } from '@hushwork/contract';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Companies'] } satisfies I18nHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOfParams(params);
  const id = Number(params.id);
  // `/recruiter` alone is in the spec's routes: recruiters are found through their companies.
  if (!params.id) throw redirect(localizePath(locale, '/companies'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  const answer = await callApi(serverApi(context), companies.getEmployer, { params: { id }, locale });
  return { recruiter: orThrow(answer, { failure: 500 }) };
}

/** A recruiter's public page: who they are and the company they hire for. */
export default function RecruiterPage() {
  const { recruiter } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const companyPath = to(`/company/${recruiter.company.slug}`);
  return (
    <DefaultLayout>
      <PageMeta title={recruiter.name} description={t('recruiterAt', { company: recruiter.company.name })} />
      <div className="page-container max-w-3xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: recruiter.company.name, link: companyPath },
            { title: recruiter.name, link: to(`/recruiter/${recruiter.id}`) },
          ]}
        />
        <header className="mt-6 flex items-center gap-4">
          <UserRound aria-hidden="true" className="size-12 rounded-full bg-neutral-100 p-2 text-muted" />
          <div>
            <h1 className="text-3xl font-bold">{recruiter.name}</h1>
            <p className="mt-1 text-muted">
              {recruiter.position ? `${recruiter.position} · ` : ''}
              {t('recruiterAt', { company: recruiter.company.name })}
            </p>
          </div>
        </header>
        <Link to={companyPath} className="mt-8 inline-block font-semibold text-brand-strong underline">
          {t('openCompany', { company: recruiter.company.name })}
        </Link>
      </div>
    </DefaultLayout>
  );
}
