import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { CandidateProfileFields } from '../../../components/candidates/CandidateProfileFields.tsx';
import { PROFILE_FORM_CONTROLS, profileDefaults } from '../../../components/candidates/profile-form.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { FilterInput } from '../../../components/ui/filters/FilterFields.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCandidateEdit, submitCandidateEdit } from './candidate-edit.server.ts';
import { ZCandidateEditForm } from './candidate-edit-form.ts';

export const handle = {
  i18n: ['Admin', 'AdminCandidates', 'Candidates', 'Places', 'validation'],
} satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCandidateEdit(args);
export const action = (args: Route.ActionArgs) => submitCandidateEdit(args);

/** `/admin/candidates/edit/{id?}` (spec section 1): a picker without an id, the candidate's edit form with one. */
export default function AdminCandidateEdit() {
  const { candidate, choices, countries } = useLoaderData<typeof loader>();
  return candidate && choices && countries ? (
    <EditForm candidate={candidate} choices={choices} countries={countries} />
  ) : (
    <Picker />
  );
}

function Picker() {
  const { q, matches } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminCandidates');
  const to = useLocalePath();
  return (
    <AdminPage title={t('edit.pickTitle')}>
      <Form method="get" role="search" className="flex max-w-2xl items-end gap-2">
        <FilterInput name="q" label={t('edit.search')} value={q} type="text" maxLength={100} />
        <Button type="submit" variant="secondary">
          {t('edit.searchButton')}
        </Button>
      </Form>
      {matches === null ? null : matches.length === 0 ? (
        <p className="mt-6 text-muted">{t('edit.noMatch')}</p>
      ) : (
        <ul className="mt-6 max-w-2xl divide-y divide-neutral-200 rounded-xl border border-neutral-200">
          {matches.map((match) => (
            <li key={match.id} className="flex items-center justify-between gap-4 p-3">
              <span>
                <span className="block font-medium">{match.name}</span>
                <span className="block text-sm text-muted">{match.desired_position}</span>
              </span>
              <Link
                className="underline"
                to={to(`/admin/candidates/edit/${match.id}`)}
                aria-label={t('edit.choose', { name: match.name })}
              >
                {t('detail.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function EditForm({
  candidate,
  choices,
  countries,
}: {
  candidate: NonNullable<Loaded['candidate']>;
  choices: NonNullable<Loaded['choices']>;
  countries: NonNullable<Loaded['countries']>;
}) {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('AdminCandidates');
  const to = useLocalePath();
  const [form, fields] = useContractForm(ZCandidateEditForm, {
    id: 'edit-candidate',
    lastResult: reply,
    controls: PROFILE_FORM_CONTROLS,
    defaultValue: profileDefaults(candidate),
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AdminPage
      title={t('edit.title')}
      actions={
        <Button to={to(`/admin/candidates/${candidate.id}`)} variant="secondary" size="sm">
          {t('detail.open')}
        </Button>
      }
    >
      <Form method="post" {...getFormProps(form)} ref={formRef} className="max-w-3xl">
        <FormAlert message={formMessageOf(reply)} />
        <CandidateProfileFields fields={fields} choices={choices} countries={countries} own={candidate} voice="admin" />
        <div className="mt-6">
          <SubmitButton>{t('edit.submit')}</SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
