import { getFormProps } from '@conform-to/react';
import { RESUMES, resumes } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { usePrice } from '../../../components/billing/use-price.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { CheckboxGroup, RadioGroupField } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadMailingSend, startMailing } from './mailing-send.server.ts';

export const handle = { i18n: ['Resumes', 'Billing', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMailingSend(args);
export const action = (args: Route.ActionArgs) => startMailing(args);

/**
 * `/resume-builder/send/{id}` (spec section 2): the seeker picks the companies' vacancies their resume goes to (or
 * none, and the autosender picks the best matching ones), chooses a one-time mailing or the monthly autosender at
 * billing's prices in the reader's locale, and goes on to pay.
 */
export default function MailingSendPage() {
  const { resume, vacancies, prices } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Resumes');
  const price = usePrice();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(resumes.createResumeMailing.body, {
    lastResult: reply,
    id: 'start-mailing',
    defaultValue: { mode: 'one_time' },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <DefaultLayout>
      <PageMeta title={t('mailing.send.title')} description={t('mailing.send.lead')} />
      <div className="page-container max-w-3xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('mailing.send.heading')}</h1>
        <p className="mt-3 text-lg text-muted">{t('mailing.send.lead')}</p>
        <p className="mt-2 font-semibold" data-testid="mailing-resume">
          {resume.title || t('mailing.untitled')}
        </p>
        <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-6 grid gap-6">
          <FormAlert message={formMessageOf(reply)} />
          <Panel title={t('mailing.send.targets')}>
            {vacancies.length === 0 ? (
              <p className="mt-3 text-muted">{t('mailing.send.noVacancies')}</p>
            ) : (
              <CheckboxGroup
                meta={fields.vacancy_ids}
                legend={<span className="sr-only">{t('mailing.send.targets')}</span>}
                description={t('mailing.send.targetsHint')}
                max={RESUMES.mailing.targetsMax}
                columns={1}
                items={vacancies.map((vacancy) => ({
                  value: String(vacancy.id),
                  name: (
                    <span>
                      <span className="font-semibold">{vacancy.title}</span>
                      <span className="text-muted"> · {vacancy.company_name}</span>
                    </span>
                  ),
                }))}
              />
            )}
          </Panel>
          <Panel title={t('mailing.send.mode')}>
            <RadioGroupField
              meta={fields.mode}
              legend={<span className="sr-only">{t('mailing.send.mode')}</span>}
              items={[
                { value: 'one_time', name: t('mailing.send.oneTime', { price: price(prices.one_time) }) },
                { value: 'auto', name: t('mailing.send.auto', { price: price(prices.auto) }) },
              ]}
            />
          </Panel>
          <div>
            <SubmitButton busy={busy}>{t('mailing.send.continue')}</SubmitButton>
            <p className="mt-3 text-sm text-muted">{t('mailing.send.privacy')}</p>
          </div>
        </Form>
      </div>
    </DefaultLayout>
  );
}
