import { getFormProps } from '@conform-to/react';
import { billing, perMonth, type TCompanyPremium, yearlySaving } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { priceText } from '../../../../components/billing/price-text.ts';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { RadioGroupField } from '../../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/** One period's choice: its name and price, and what it comes to (a month of the yearly price, the saving). */
function PeriodChoice({ name, price, note }: { name: string; price: string; note: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{name}</span>
      <span className="text-lg font-bold">{price}</span>
      <span className="text-sm text-muted">{note}</span>
    </span>
  );
}

/**
 * The owner's pay form: monthly or yearly (the yearly price also as a month's share and the percent it saves), an
 * optional promo code, and "Pay", which goes on to the payment page. `back` is posted so the way back survives it.
 */
export function PremiumOffer({
  prices,
  back,
  reply,
}: {
  prices: TCompanyPremium['prices'];
  back: string | null;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(billing.payCompanyPremium.body, {
    lastResult: reply,
    controls: ['intent', 'redirect'],
    id: 'pay-premium',
    defaultValue: { period: 'month' },
  });
  const formRef = useFocusFirstInvalid(reply);
  const price = (money: typeof prices.month) => priceText(t, money, locale);
  const items = [
    {
      value: 'month',
      name: (
        <PeriodChoice
          name={t('premium.month')}
          price={t('per.month', { price: price(prices.month) })}
          note={t('premium.monthNote')}
        />
      ),
    },
    {
      value: 'year',
      name: (
        <PeriodChoice
          name={t('premium.year')}
          price={t('per.year', { price: price(prices.year) })}
          note={t('premium.yearNote', {
            perMonth: price(perMonth(prices.year)),
            percent: String(yearlySaving(prices.month, prices.year)),
          })}
        />
      ),
    },
  ];
  return (
    <Panel title={t('premium.choose')} id="pay-premium-title" className="mt-6">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
        <input type="hidden" name="intent" value="pay" />
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        <FormAlert message={formMessageOf(reply)} />
        <RadioGroupField
          meta={fields.period}
          legend={<span className="sr-only">{t('premium.choose')}</span>}
          items={items}
          columns={2}
        />
        <TextField
          meta={fields.promo_code}
          label={t('premium.promo')}
          description={t('premium.promoHint')}
          className="mb-6 max-w-xs"
        />
        <SubmitButton busy={busy}>{t('premium.pay')}</SubmitButton>
        <p className="mt-3 text-sm text-muted">{t('premium.payNote')}</p>
      </Form>
    </Panel>
  );
}
