import { RESUME_TEMPLATES, resumeTemplateThumbnail } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadResumeBuilder } from './resume-builder.server.ts';

export const handle = { i18n: ['Resumes'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadResumeBuilder(args);

const FEATURES = ['featureSteps', 'featureTemplates', 'featureFiles', 'featureShare'] as const;

/** `/resume-builder`: what the builder does, its eleven templates, the way in, and a signed-in visitor's resumes. */
export default function ResumeBuilderPage() {
  const { mine } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const to = useLocalePath();
  return (
    <DefaultLayout>
      <PageMeta title={t('landingTitle')} description={t('landingLead')} />
      <div className="page-container py-10">
        <section className="max-w-3xl">
          <h1 className="text-3xl font-bold md:text-4xl">{t('landingTitle')}</h1>
          <p className="mt-3 text-lg text-muted">{t('landingLead')}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature} className="rounded-xl bg-neutral-50 p-4">
                {t(feature)}
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-6" to={to('/resume-builder/create')}>
            {t('create')}
          </Button>
        </section>
        {mine ? (
          <Panel title={t('mineTitle')} className="mt-10">
            {mine.length === 0 ? (
              <p className="mt-2 text-muted">{t('mineEmpty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-neutral-200">
                {mine.map((resume) => (
                  <li key={resume.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <span className="font-semibold">{resume.title || t('untitled')}</span>
                    <Link to={to(`/resume-builder/edit/${resume.id}`)} className="text-brand-strong underline">
                      {t('editResume', { title: resume.title || t('untitled') })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ) : null}
        <section aria-labelledby="resume-templates" className="mt-12">
          <h2 id="resume-templates" className="text-2xl font-bold">
            {t('templatesTitle')}
          </h2>
          <p className="mt-2 text-muted">{t('templatesLead')}</p>
          <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {RESUME_TEMPLATES.map((template) => (
              <li key={template.name}>
                <figure>
                  <img
                    src={resumeTemplateThumbnail(template.name)}
                    alt={t('templateAlt', { name: t(`templateName.${template.name}`) })}
                    loading="lazy"
                    width={210}
                    height={297}
                    className="aspect-[210/297] w-full rounded-lg border border-neutral-200 object-cover shadow-sm"
                  />
                  <figcaption className="mt-2 flex items-center justify-between gap-2">
                    <span className="font-semibold">{t(`templateName.${template.name}`)}</span>
                    <span className="flex gap-1" aria-hidden="true">
                      {[template.color, ...template.matching_colors].map((color) => (
                        <span key={color} className="h-4 w-4 rounded-full" style={{ backgroundColor: color }} />
                      ))}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <Button size="lg" className="mt-8" to={to('/resume-builder/create')}>
            {t('create')}
          </Button>
        </section>
      </div>
    </DefaultLayout>
  );
}
