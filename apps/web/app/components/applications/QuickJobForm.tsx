import { APPLICATIONS } from '@hushwork/contract';
import { BriefcaseBusiness } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { Button } from '../ui/Button.tsx';
import { inputClass } from './ItemParts.tsx';

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
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-neutral-200 bg-white p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <BriefcaseBusiness aria-hidden="true" className="size-5" />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="candidate_id" value={candidateId} />
        <div>
          <label htmlFor={`${id}-vacancy`} className="mb-1 block text-sm font-semibold">
            {t('vacancy')}
          </label>
          <select id={`${id}-vacancy`} name="vacancy_id" required className={inputClass}>
            {vacancies.map((vacancy) => (
              <option key={vacancy.id} value={vacancy.id}>
                {vacancy.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-semibold">
            {t('message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={APPLICATIONS.offerMessageMax}
            className={inputClass}
          />
        </div>
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
