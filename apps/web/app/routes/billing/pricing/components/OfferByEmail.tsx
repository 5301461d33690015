import { getFormProps } from '@conform-to/react';
import { billing } from '@hushwork/contract';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';

/** "Send me the offer by e-mail": the tariffs and their prices mailed to an address, for anyone (rate limited). */
export function OfferByEmail({
  reply,
  isSent,
  email,
}: {
  reply: FormReply | undefined;
  isSent: boolean;
  /** A signed-in reader's own address, to start from. */
  email: string;
}) {
  const { t } = useTranslation('Pricing');
  const busy = useNavigation().state === 'submitting';
  const { pathname } = useLocation();
  const [form, fields] = useContractForm(billing.subscriptionEmail.body, {
    id: 'offer-form',
    lastResult: reply,
    defaultValue: email ? { email } : {},
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <section
      id="offer"
      aria-labelledby="offer-title"
      className="mx-auto mt-16 grid max-w-4xl items-center gap-6 rounded-2xl bg-brand-soft p-6 sm:p-8 md:grid-cols-2"
    >
      <div>
        <h2 id="offer-title" className="text-2xl font-bold">
          {t('offer.title')}
        </h2>
        <p className="mt-2 text-ink/80">{t('offer.lead')}</p>
      </div>
      {isSent ? (
        <div role="status" className="rounded-xl bg-white p-5">
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <MailCheck aria-hidden="true" className="size-5 shrink-0" />
            {t('offer.sent')}
          </p>
          <p className="mt-1 text-sm text-muted">{t('offer.sentText')}</p>
          <Button to={`${pathname}#offer`} variant="ghost" size="sm" className="mt-3 -ml-3">
            {t('offer.again')}
          </Button>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} ref={formRef} className="rounded-xl bg-white p-5">
          <FormAlert message={formMessageOf(reply)} />
          <TextField meta={fields.email} type="email" label={t('offer.email')} autoComplete="email" />
          <SubmitButton busy={busy}>{t('offer.send')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
