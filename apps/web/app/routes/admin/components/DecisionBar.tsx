import { getFormProps, useForm } from '@conform-to/react';
import { ADMIN, type TModerationDecision } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { DecisionResult } from '../lib/moderation-queue.server.ts';

/**
 * The decision on the ticked rows (or on the one item of a detail page, `ids`): approve, reject with a reason, or
 * back to the queue; `extra` holds a queue's flag buttons (VIP, top, safe), which post `flag` with the same rows.
 * Checked by the server only: the flag buttons post no status, and the API's refusal of a rejection without a reason
 * lands under the reason's field the same way a check in the browser would.
 */
export function DecisionBar({
  formId,
  result,
  selected,
  ids,
  extra,
}: {
  formId: string;
  result: DecisionResult | undefined;
  /** The ticked ids, or null before hydration (the count is then not known, and the buttons stay enabled). */
  selected: string[] | null;
  /** The item a detail page decides on, posted as a hidden field instead of ticked boxes. */
  ids?: number[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation('Admin');
  const navigation = useNavigation();
  const [form, fields] = useForm<TModerationDecision>({ id: formId, lastResult: result?.reply ?? null });
  const isBusy = navigation.state === 'submitting' && navigation.formData?.has('ids') === true;
  const isNoneTicked = selected !== null && selected.length === 0;
  const idsError = fields.ids.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="rounded-2xl border border-neutral-200 bg-white p-4">
      {ids?.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <FormAlert message={formMessageOf(result?.reply) ?? (idsError ? t('noneTicked') : null)} />
      {selected === null ? null : (
        <p className="mb-2 text-sm text-muted" aria-live="polite">
          {t('Ui:selectedCount', { count: selected.length })}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <TextField meta={fields.reason} label={t('reason')} description={t('reasonHint')} maxLength={ADMIN.reasonMax} />
        <div className="flex flex-wrap gap-2 md:pt-7">
          <Button type="submit" name="status" value="approved" size="sm" disabled={isNoneTicked} busy={isBusy}>
            {t('approve')}
          </Button>
          <Button type="submit" name="status" value="rejected" size="sm" variant="danger" disabled={isNoneTicked}>
            {t('reject')}
          </Button>
          <Button type="submit" name="status" value="pending" size="sm" variant="secondary" disabled={isNoneTicked}>
            {t('backToQueue')}
          </Button>
        </div>
      </div>
      {extra ? <div className="mt-3 flex flex-wrap gap-2 border-t border-neutral-100 pt-3">{extra}</div> : null}
    </Form>
  );
}

/** A flag button of the bar: posts `flag=<name>:on|off` with the ticked rows. */
export function FlagButton({
  flag,
  isOn,
  disabled,
  children,
}: {
  flag: string;
  isOn: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="flag"
      value={`${flag}:${isOn ? 'on' : 'off'}`}
      size="sm"
      variant="secondary"
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
