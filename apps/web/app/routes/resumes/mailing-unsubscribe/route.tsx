import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadUnsubscribe, unsubscribe } from './unsubscribe.server.ts';

export const handle = { i18n: ['Resumes'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadUnsubscribe(args);
export const action = (args: Route.ActionArgs) => unsubscribe(args);

/** `/resume-mailing/unsubscribe?token=`: a company's address stops getting resume mailings, in one button. */
export default function MailingUnsubscribePage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Resumes');
  const busy = useNavigation().state === 'submitting';
  return (
    <DefaultLayout>
      <PageMeta title={t('mailing.unsubscribe.title')} />
      <div className="page-container max-w-2xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('mailing.unsubscribe.title')}</h1>
        {result?.done ? (
          <Notice title={t('mailing.unsubscribe.doneTitle')} className="mt-6">
            <p data-testid="unsubscribed">{t('mailing.unsubscribe.done')}</p>
          </Notice>
        ) : (
          <Form method="post" className="mt-6">
            <FormAlert message={result?.message ?? null} />
            <p className="mb-4 text-muted">{t('mailing.unsubscribe.lead')}</p>
            <input type="hidden" name="token" value={token} />
            <SubmitButton busy={busy}>{t('mailing.unsubscribe.button')}</SubmitButton>
          </Form>
        )}
      </div>
    </DefaultLayout>
  );
}
