import { getFormProps } from '@conform-to/react';
import type { TAdminOrder } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useNavigation } from 'react-router';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/fields/FormParts.tsx';
import { TextAreaField } from '../../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';
import { formMessageOf } from '../../../../lib/form-reply.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import type { RefundAnswer } from '../admin-orders.server.ts';
import { REFUND_FORM_CONTROLS, restOf, typedOf, ZRefundForm } from '../refund-form.ts';

/** The API's refusals no field owns, worded for a refund (its own words speak of charging and invoices). */
const REFUSALS: Record<string, string> = {
  PAYMENT_PROVIDER_UNAVAILABLE: 'providerFailed',
  ORDER_NOT_PAID: 'notPaidAtProvider',
};

type Props = { order: TAdminOrder; answer: RefundAnswer | undefined; list: string };

/**
 * The refund's fields and its confirmation in one: what was paid and what is left, the amount (the rest unless an
 * admin gives back part), the reason, and what a refund does; the provider's refusal shows above the fields.
 */
function RefundForm({ order, answer, list }: Props) {
  const { t } = useTranslation('AdminOrders');
  const locale = useLocale();
  const price = usePrice();
  const reply = answer?.reply;
  const rest = restOf(order);
  const [form, fields] = useContractForm(ZRefundForm, {
    id: `refund-${order.id}`,
    lastResult: reply,
    controls: REFUND_FORM_CONTROLS,
    defaultValue: { amount: typedOf(rest, locale) },
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  const warningId = `refund-warning-${order.id}`;
  const refusal = reply?.failure ? REFUSALS[reply.failure.code] : undefined;
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="id" value={order.id} />
      <FormAlert message={refusal ? t(refusal) : formMessageOf(reply)} />
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('columns.product')}</dt>
        <dd>{order.title}</dd>
        <dt className="text-muted">{t('columns.payer')}</dt>
        <dd>{order.buyer_name || t('payerFallback', { id: order.company_id ?? order.user_id })}</dd>
        <dt className="text-muted">{t('paid')}</dt>
        <dd>{price(order.amount)}</dd>
        <dt className="text-muted">{t('refundable')}</dt>
        <dd className="font-semibold" data-testid="refund-rest">
          {price({ ...order.amount, amount: rest })}
        </dd>
      </dl>
      <TextField
        meta={fields.amount}
        label={t('amount')}
        description={t('amountHint', { rest: price({ ...order.amount, amount: rest }) })}
        maxLength={9}
      />
      <TextAreaField meta={fields.reason} label={t('reason')} description={t('reasonHint')} rows={3} />
      <p id={warningId} className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('warning')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={busy} aria-describedby={warningId}>
          {t('confirm')}
        </Button>
        <Button to={list} preventScrollReset variant="secondary">
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The refund of one order in the kit's Modal, opened by the address (`?refund=<id>`); before the script runs the
 * same form stands in the page and posts the same way.
 */
export function RefundDialog(props: Props) {
  const { t } = useTranslation('AdminOrders');
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const title = t('refundTitle', { id: props.order.id });
  if (!isHydrated) {
    return (
      <section aria-label={title} className="mt-6 rounded-2xl border border-neutral-200 bg-white p-5">
        <h2 className="mb-3 text-lg font-semibold">{title}</h2>
        <RefundForm {...props} />
      </section>
    );
  }
  return (
    <Modal open title={title} width={560} onClose={() => navigate(props.list, { preventScrollReset: true })}>
      <RefundForm {...props} />
    </Modal>
  );
}
