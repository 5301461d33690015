import { useForm } from '@conform-to/react';
import { APPLICATIONS } from '@hushwork/contract';
import { BriefcaseBusiness } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { TextAreaField } from '../ui/fields/TextAreaField.tsx';

type Result = { intent: string; reply?: FormReply | null; done?: boolean } | undefined;

/** The first message a failed proposal carries: the form's own, else the first field's. */
const refusalOf = (reply: FormReply | null | undefined) =>
  formMessageOf(reply) ?? Object.values(reply?.error ?? {}).flatMap((messages) => messages ?? [])[0] ?? null;

/**
 * A company member proposes one of the company's open vacancies to the candidate from their page, in one step (a
 * quick-job offer, a message optional); the candidate answers it among their offers.
 */
export function QuickJobForm({
  candidateId,
  vacancies,
  result,
}: {
  candidateId: number;
  vacancies: { id: number; title: string }[];
  result: Result;
}) {
  const { t } = useTranslation('Applications', { keyPrefix: 'quickJob' });
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quick-job';
  const mine = result?.intent === 'quick-job' ? result : undefined;
  const refusal = mine?.done ? null : refusalOf(mine?.reply);
  const [form, fields] = useForm<{ vacancy_id: number; message: string }>({
    id: `quick-job-${candidateId}`,
    constraint: { vacancy_id: { required: true }, message: { maxLength: APPLICATIONS.offerMessageMax } },
  });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <BriefcaseBusiness aria-hidden="true" className="size-5" />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      <Form method="post" id={form.id} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="candidate_id" value={candidateId} />
        <SelectField
          meta={fields.vacancy_id}
          label={t('vacancy')}
          options={vacancies.map((vacancy) => ({ key: vacancy.id, name: vacancy.title }))}
          className=""
        />
        <TextAreaField meta={fields.message} label={t('message')} rows={3} autosize className="" />
        {mine?.done ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            {t('sent')}
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" name="intent" value="quick-job" busy={busy} size="sm">
          {t('send')}
        </Button>
      </Form>
    </section>
  );
}
