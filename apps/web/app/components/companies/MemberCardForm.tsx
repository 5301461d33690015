import { getFormProps } from '@conform-to/react';
import { companies, type TEmployer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { type FormReply, formMessageOf } from '../../lib/form-reply.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { TextField } from '../ui/fields/TextField.tsx';

/**
 * A manager edits a colleague's team card (`PUT employers` with the colleague's id), folded under the member's row:
 * a native disclosure, so it opens without JavaScript too. It stays open while the answer is a mistake.
 */
export function MemberCardForm({
  member,
  reply,
  isSaved,
  busy,
}: {
  member: TEmployer;
  reply: FormReply | null;
  isSaved: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation('Companies');
  const [form, fields] = useContractForm(companies.updateMyEmployer.body, {
    lastResult: reply,
    controls: ['intent'],
    id: `member-card-${member.id}`,
    defaultValue: { id: String(member.id), name: member.name, position: member.position ?? '' },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <details className="w-full" open={reply !== null && !isSaved ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-strong underline">
        {t('editMemberCard', { name: member.name })}
      </summary>
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-3 max-w-md">
        <input type="hidden" name="intent" value="member" />
        <input type="hidden" name="id" value={member.id} />
        <FormAlert message={formMessageOf(reply)} />
        <TextField meta={fields.name} label={t('memberName')} autoComplete="off" />
        <TextField meta={fields.position} label={t('position')} autoComplete="off" />
        <Button type="submit" busy={busy} className="text-sm">
          {t('saveMemberCard')}
        </Button>
      </Form>
    </details>
  );
}
