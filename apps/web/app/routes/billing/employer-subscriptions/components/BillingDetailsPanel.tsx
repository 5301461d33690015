import { getFormProps } from '@conform-to/react';
import { BILLING, billing, type TBillingDetails } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextAreaField } from '../../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../../lib/form-reply.ts';
import { DETAILS_CONTROLS, DETAILS_INTENT, type DetailsAnswer } from '../billing-details-form.ts';

/** What a member reads: the details as the next invoice will print them, a dash for what is not given. */
function DetailsList({ details }: { details: TBillingDetails }) {
  const { t } = useTranslation('BillingAccount');
  const rows = [
    { term: t('details.legalName'), value: details.legal_name },
    { term: t('details.address'), value: details.address },
    { term: t('details.vatId'), value: details.vat_id },
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium">{row.term}</dt>
          <dd className="whitespace-pre-line break-words text-muted">{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The invoice details: the legal name, address and VAT number the company's invoices name as the buyer. Each order
 * copies them when it is made, so the owner sets them before paying; invoices issued keep what they were made with.
 * Members read them and are told the owner changes them.
 */
export function BillingDetailsPanel({ details, isOwner }: { details: TBillingDetails; isOwner: boolean }) {
  const { t } = useTranslation('BillingAccount');
  return (
    <Panel title={t('details.title')} lead={t('details.lead')} id="billing-details-title" className="mt-8">
      {isOwner ? (
        // A new form once saved, so its fields start from the details as the API wrote them (a VAT number tidied).
        <DetailsForm key={details.updated_at ?? 'unsaved'} details={details} />
      ) : (
        <>
          <DetailsList details={details} />
          <p className="mt-4 text-sm text-muted">{t('details.ownerOnly')}</p>
        </>
      )}
    </Panel>
  );
}

/** The owner's form: the fields checked as the API checks them, its messages by each. */
function DetailsForm({ details }: { details: TBillingDetails }) {
  const { t } = useTranslation('BillingAccount');
  const action = useActionData<DetailsAnswer | undefined>();
  const answer = action?.form === 'details' ? action : undefined;
  const [form, fields] = useContractForm(billing.updateBillingDetails.body, {
    id: 'billing-details',
    lastResult: answer?.reply,
    controls: DETAILS_CONTROLS,
    defaultValue: { legal_name: details.legal_name, address: details.address, vat_id: details.vat_id },
  });
  const formRef = useFocusFirstInvalid(answer?.reply);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === DETAILS_INTENT;
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 max-w-xl">
      <input type="hidden" name="intent" value={DETAILS_INTENT} />
      {answer?.saved ? <FormAlert tone="success" message={t('details.saved')} /> : null}
      <FormAlert message={formMessageOf(answer?.reply)} />
      <TextField
        meta={fields.legal_name}
        label={t('details.legalName')}
        autoComplete="organization"
        maxLength={BILLING.companyDetailsMax}
      />
      <TextAreaField
        meta={fields.address}
        label={t('details.address')}
        rows={3}
        maxLength={BILLING.companyDetailsMax}
      />
      <TextField meta={fields.vat_id} label={t('details.vatId')} description={t('details.vatHint')} maxLength={20} />
      <SubmitButton busy={busy}>{t('details.save')}</SubmitButton>
    </Form>
  );
}
