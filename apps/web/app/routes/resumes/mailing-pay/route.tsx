import { getFormProps } from '@conform-to/react';
import { billing } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { usePrice } from '../../../components/billing/use-price.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadMailingPay, payMailing } from './mailing-pay.server.ts';

export const handle = { i18n: ['Resumes', 'Billing', 'Pricing', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadMailingPay(args);
export const action = (args: Route.ActionArgs) => payMailing(args);

/**
 * `/resume-builder/pay/{id}` (spec section 2): what the mailing costs (once, or each month for the autosender), an
 * optional promo code, and "Pay", which goes on to the billing checkout's card form as every product's payment does.
 */
export default function MailingPayPage() {
  const { info } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Resumes');
  const { t: pricing } = useTranslation('Pricing');
  const price = usePrice();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(billing.payResumeMailing.body, { lastResult: reply, id: 'pay-mailing' });
  const formRef = useFocusFirstInvalid(reply);
  const rejected = info.order?.pay_status === 'PayRejected' ? info.order.rejection?.message : null;
  return (
    <DefaultLayout>
      <PageMeta title={t('mailing.pay.title')} />
      <div className="page-container max-w-2xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t('mailing.pay.heading')}</h1>
        <Panel title={t(`mailing.mode.${info.mode}`)} className="mt-6">
          <p className="mt-2 text-2xl font-bold" data-testid="mailing-price">
            {info.mode === 'auto' ? t('mailing.pay.perMonth', { price: price(info.price) }) : price(info.price)}
          </p>
          <p className="mt-2 text-muted">{t(`mailing.pay.what.${info.mode}`)}</p>
          <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-6">
            <FormAlert message={formMessageOf(reply) ?? rejected ?? null} />
            <TextField meta={fields.promo_code} label={pricing('tariff.promoCode')} className="mb-6 max-w-xs" />
            <SubmitButton busy={busy}>{t('mailing.pay.pay')}</SubmitButton>
            <p className="mt-3 text-sm text-muted">{t('mailing.pay.note')}</p>
          </Form>
        </Panel>
      </div>
    </DefaultLayout>
  );
}
