import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { AUTOSENDER_PATH } from '../mailing-paths.ts';
import type { Route } from './+types/route';
import { loadMailingSent } from './mailing-sent.server.ts';

export const handle = { i18n: ['Resumes'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMailingSent(args);

/**
 * `/resume-builder/payment/send-success` and `…/send-success-month` (spec section 2): after the card payment, a
 * one-time mailing says where it went, a monthly one that its autosender has started; either leads to the log.
 */
export default function MailingSentPage() {
  const { mailing } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes');
  const to = useLocalePath();
  const isWaiting = mailing.status === 'waiting_for_payment';
  const key = isWaiting ? 'waiting' : mailing.mode;
  return (
    <DefaultLayout>
      <PageMeta title={t(`mailing.sent.${key}.title`)} />
      <div className="page-container max-w-2xl py-10">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          {isWaiting ? (
            <Clock aria-hidden="true" className="size-8 text-muted" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-8 text-brand-strong" />
          )}
          {t(`mailing.sent.${key}.title`)}
        </h1>
        <Notice title={mailing.resume_title || t('mailing.untitled')} className="mt-6">
          <p data-testid="mailing-sent-text">{t(`mailing.sent.${key}.text`, { sent: mailing.sent })}</p>
        </Notice>
        <div className="mt-6 flex flex-wrap gap-3">
          {isWaiting ? (
            <Button to={`?mailing=${mailing.id}`} variant="secondary">
              {t('mailing.sent.recheck')}
            </Button>
          ) : null}
          <Button to={to(AUTOSENDER_PATH)}>{t('mailing.sent.toLog')}</Button>
        </div>
      </div>
    </DefaultLayout>
  );
}
