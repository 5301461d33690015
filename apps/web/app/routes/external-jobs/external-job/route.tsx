import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ApplyBox, RatingBox } from '../../../components/external-jobs/ExternalJobActions.tsx';
import { ExternalJobPlace, ExternalJobSource } from '../../../components/external-jobs/ExternalJobFacts.tsx';
import { salaryOf } from '../../../components/external-jobs/external-job-words.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadExternalJob, submitExternalJob } from './external-job.server.ts';

export const handle = { i18n: ['ExternalJobs', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadExternalJob(args);
export const action = (args: Route.ActionArgs) => submitExternalJob(args);

/** `/job-openings/external/{slug}`: a job another site published, the way to it, and its company's rating. */
export default function ExternalJobPage() {
  const { job, canApply, isGuest, canRate } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('ExternalJobs');
  const to = useLocalePath();
  const salary = salaryOf(t, job);
  return (
    <DefaultLayout>
      <PageMeta title={t('jobTitle', { title: job.title, company: job.company.name })} description={job.excerpt} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/job-openings/external') },
            { title: job.title, link: to(`/job-openings/external/${job.slug}`) },
          ]}
        />
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article>
            <h1 className="text-3xl font-bold">{job.title}</h1>
            <ExternalJobPlace
              job={job}
              company={
                <Link to={to(`/job-openings/external?company=${job.company.slug}`)} className="underline">
                  {job.company.name}
                </Link>
              }
              className="mt-2"
            />
            {salary ? <p className="mt-3 text-xl font-semibold">{salary}</p> : null}
            <ExternalJobSource job={job} className="mt-2" />
            <section className="mt-8" aria-labelledby="description-title">
              <h2 id="description-title" className="text-xl font-bold">
                {t('descriptionTitle')}
              </h2>
              <div
                className="rich-text mt-3 space-y-3"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps descriptions to the vacancies' allow-list of tags (sanitize-description.ts).
                dangerouslySetInnerHTML={{ __html: job.description }}
              />
            </section>
          </article>
          <div className="space-y-6">
            <ApplyBox job={job} canApply={canApply} isGuest={isGuest} result={result} />
            <RatingBox job={job} rating={job.rating} canRate={canRate} isGuest={isGuest} result={result} />
          </div>
        </div>
      </div>
    </DefaultLayout>
  );
}
