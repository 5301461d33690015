import { getFormProps } from '@conform-to/react';
import {
  BILLING,
  BILLING_PERIODS,
  type BillingPeriod,
  billing,
  employerTariffPrice,
  perMonth,
  type TEmployerTariff,
  type TMoney,
  yearlySaving,
} from '@hushwork/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { BuyerNotice } from '../../../../components/billing/BuyerNotice.tsx';
import type { Buyer } from '../../../../components/billing/buyer.ts';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { RadioGroupField } from '../../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';
import { choiceOf } from '../../../../lib/query-params.ts';
import { useChoiceMadeEarly } from '../../../../lib/use-choice-made-early.ts';
import { TARIFF_CONTROLS } from '../checkout-controls.ts';

/** The price a promo code gives for a period, as the action's check answered it. */
type Quote = { code: string; list_amount: TMoney; amount: TMoney; period: BillingPeriod };
type Result = { reply: FormReply; quote: Quote | null } | undefined;

function PeriodName({ title, price, badge }: { title: string; price: string; badge?: string }) {
  return (
    <span className="flex flex-col">
      <span className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        {badge ? <StatusBadge tone="good">{badge}</StatusBadge> : null}
      </span>
      <span className="text-sm text-muted">{price}</span>
    </span>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The period, the promo code and its check, the amount to pay and the subscribe button. The total follows the chosen
 * period as it changes; a checked code's price shows only while the code and period are the ones checked.
 */
export function CheckoutForm({
  tariff,
  initialPeriod,
  redirect,
  buyer,
  result,
}: {
  tariff: TEmployerTariff;
  initialPeriod: BillingPeriod;
  redirect: string | null;
  buyer: Buyer;
  result: Result;
}) {
  const { t } = useTranslation('Pricing');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [form, fields] = useContractForm(billing.createSubscription.body, {
    id: 'checkout',
    lastResult: result?.reply,
    controls: TARIFF_CONTROLS,
    defaultValue: { tariff, period: initialPeriod },
  });
  const formRef = useFocusFirstInvalid(result?.reply);
  const price = usePrice();
  // The radio buttons stay the browser's own (a choice made before hydration stands); the total follows them.
  const periods = useRef<HTMLDivElement>(null);
  const posted = choiceOf(textOf(result?.reply.initialValue?.period), BILLING_PERIODS);
  const [period, setPeriod] = useState<BillingPeriod>(posted ?? initialPeriod);
  const choose = (value: string) => setPeriod(choiceOf(value, BILLING_PERIODS) ?? initialPeriod);
  useChoiceMadeEarly(periods, choose);
  const code = textOf(fields.promo_code.value).trim().toUpperCase();
  const quote = result?.quote?.period === period && result.quote.code === code ? result.quote : null;
  const monthly = employerTariffPrice(tariff, 'month');
  const yearly = employerTariffPrice(tariff, 'year');
  const canPay = buyer === 'owner';
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      className="mt-8 rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8"
    >
      <input type="hidden" name="tariff" value={tariff} />
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <FormAlert message={formMessageOf(result?.reply)} />
      <div ref={periods} onChange={(event) => choose((event.target as HTMLInputElement).value)}>
        <RadioGroupField
          meta={fields.period}
          legend={t('tariff.period')}
          columns={2}
          items={[
            {
              value: 'month',
              name: <PeriodName title={t('monthly')} price={t('tariff.monthPrice', { price: price(monthly) })} />,
            },
            {
              value: 'year',
              name: (
                <PeriodName
                  title={t('yearlyTitle')}
                  price={t('tariff.yearPrice', { price: price(yearly), perMonth: price(perMonth(yearly)) })}
                  badge={t('save', { percent: yearlySaving(monthly, yearly) })}
                />
              ),
            },
          ]}
        />
      </div>
      {canPay ? (
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2">
          <TextField
            meta={fields.promo_code}
            label={t('tariff.promoCode')}
            description={t('tariff.promoHint')}
            maxLength={BILLING.promo.codeMax}
          />
          <Button
            type="submit"
            name="intent"
            value="check"
            variant="secondary"
            className="mt-6 self-start py-2.5"
            busy={sending === 'check'}
          >
            {t('tariff.check')}
          </Button>
        </div>
      ) : null}
      {quote ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('tariff.promoApplied', {
            code: quote.code,
            price: price(quote.amount),
            listPrice: price(quote.list_amount),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-neutral-200 pt-5">
        <span className="font-semibold">{t('tariff.total')}</span>
        <span className="text-3xl font-bold" data-testid="tariff-total">
          {price(quote?.amount ?? employerTariffPrice(tariff, period))}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted sm:text-right">
        {t('tariff.renews', { every: t(`Billing:every.${period}`) })}
      </p>
      {canPay ? (
        <Button
          type="submit"
          name="intent"
          value="subscribe"
          size="lg"
          className="mt-6 w-full"
          busy={sending === 'subscribe'}
        >
          {t('tariff.subscribe')}
        </Button>
      ) : (
        <BuyerNotice buyer={buyer} className="mt-6" />
      )}
    </Form>
  );
}
