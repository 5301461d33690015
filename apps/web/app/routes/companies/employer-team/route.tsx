import { getFormProps } from '@conform-to/react';
import { companies } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { TeamList } from '../../../components/companies/TeamList.tsx';
import { TeamRequests } from '../../../components/companies/TeamRequests.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import type { Route } from './+types/route';
import { loadTeam, submitTeam } from './team.server.ts';

export const handle = { i18n: ['Companies', 'Profile', 'validation'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'company', 'check-relations']);
  return { user, ...(await loadTeam(args)) };
}

export const action = (args: Route.ActionArgs) => submitTeam(args);

/** The employer's team: who recruits for the company, requests to join, and adding a colleague (managers only). */
export default function EmployerTeamPage() {
  const { user, team, requests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Companies');
  const busy = useNavigation().state === 'submitting';
  const addReply = result?.intent === 'add' ? result.reply : null;
  const [form, fields] = useContractForm(companies.addEmployer.body, {
    lastResult: addReply,
    controls: ['intent'],
    id: 'add-employer',
  });
  const formRef = useFocusFirstInvalid(addReply);
  const meReply = result?.intent === 'me' ? result.reply : null;
  const me = team.find((member) => member.id === user.id);
  const [meForm, meFields] = useContractForm(companies.updateMyEmployer.body, {
    lastResult: meReply,
    controls: ['intent'],
    id: 'my-card',
    defaultValue: { name: me?.name ?? '', position: me?.position ?? '' },
  });
  const meRef = useFocusFirstInvalid(meReply);
  const isManager = requests !== null;
  const otherFailure = result && !['add', 'me', 'member'].includes(result.intent) ? formMessageOf(result.reply) : null;
  const cardResult =
    result?.intent === 'member' && 'id' in result && typeof result.id === 'number' && result.reply
      ? { id: result.id, reply: result.reply, isSaved: 'saved' in result }
      : null;
  return (
    <ProfilePage user={user} title={t('teamTitle')}>
      <p className="text-muted">{t('teamLead', { company: user.company?.name ?? '' })}</p>
      <FormAlert message={otherFailure} />
      {cardResult?.isSaved ? <FormAlert tone="success" message={t('savedChanges')} /> : null}
      <TeamList team={team} canManage={isManager} viewerId={user.id} cardResult={cardResult} busy={busy} />
      <section aria-labelledby="my-card-title" className="mt-8 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="my-card-title" className="text-lg font-semibold">
          {t('myCardTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('myCardLead')}</p>
        <Form method="post" {...getFormProps(meForm)} ref={meRef}>
          <input type="hidden" name="intent" value="me" />
          <FormAlert message={formMessageOf(meReply)} />
          {result?.intent === 'me' && 'saved' in result ? (
            <FormAlert tone="success" message={t('savedChanges')} />
          ) : null}
          <TextField meta={meFields.name} label={t('myName')} autoComplete="name" />
          <TextField meta={meFields.position} label={t('position')} />
          <SubmitButton busy={busy}>{t('saveChanges')}</SubmitButton>
        </Form>
      </section>
      {isManager ? (
        <>
          <TeamRequests requests={requests} />
          <section
            aria-labelledby="add-employer-title"
            className="mt-8 rounded-2xl border border-neutral-200 bg-white p-6"
          >
            <h2 id="add-employer-title" className="text-lg font-semibold">
              {t('addTitle')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted">{t('addLead')}</p>
            <Form method="post" {...getFormProps(form)} ref={formRef}>
              <input type="hidden" name="intent" value="add" />
              <FormAlert message={formMessageOf(addReply)} />
              {result?.intent === 'add' && 'invited' in result ? (
                <FormAlert tone="success" message={t('invited', { email: result.invited })} />
              ) : null}
              <TextField meta={fields.email} label={t('email')} type="email" autoComplete="off" />
              <TextField meta={fields.position} label={t('position')} />
              <SubmitButton busy={busy}>{t('addButton')}</SubmitButton>
            </Form>
          </section>
        </>
      ) : (
        <p role="note" className="mt-6 rounded-2xl bg-brand-soft p-5">
          {t('askOwner')}
        </p>
      )}
    </ProfilePage>
  );
}
