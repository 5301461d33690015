import { getFormProps } from '@conform-to/react';
import { admin } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { USER_STATUS_TONE } from '../admin-users/user-status-tone.ts';
import { ItemStatistics } from '../components/ItemStatistics.tsx';
import { PickerSearch } from '../components/PickerSearch.tsx';
import type { Route } from './+types/route';
import { loadAdminEmployer, submitAdminEmployer } from './employer.server.ts';

export const handle = {
  i18n: ['AdminEmployers', 'AdminCandidates', 'Admin', 'Profile', 'validation'],
} satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminEmployer(args);
export const action = (args: Route.ActionArgs) => submitAdminEmployer(args);

/** `/admin/employers/{id}` (issue 25): one employer's facts and company, and the admin's edit of them. */
export default function AdminEmployerPage() {
  const { employer, companies, search, statistics } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('AdminEmployers');
  const locale = useLocale();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(admin.updateAdminEmployer.body, {
    lastResult: reply,
    id: 'employer-edit',
    defaultValue: {
      name: employer.name,
      email: employer.email,
      company_id: employer.company_id ? String(employer.company_id) : '',
      is_owner: employer.company_role === 'owner' ? 'on' : undefined,
    },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <AdminPage
      title={employer.name || employer.email}
      actions={
        <Button to={to('/admin/employers')} variant="secondary" size="sm">
          {t('backToList')}
        </Button>
      }
    >
      <Panel title={t('facts')}>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">{t('email')}</dt>
          <dd className="[overflow-wrap:anywhere]">{employer.email}</dd>
          <dt className="text-muted">{t('status')}</dt>
          <dd>
            <StatusBadge tone={USER_STATUS_TONE[employer.status]}>{t(`status_${employer.status}`)}</StatusBadge>
          </dd>
          <dt className="text-muted">{t('company')}</dt>
          <dd>
            {employer.company_id ? (
              <Link to={to(`/admin/companies/${employer.company_id}`)} className="underline">
                {employer.company_name}
              </Link>
            ) : (
              t('noCompany')
            )}
            {employer.company_role ? ` (${t(`role_${employer.company_role}`)})` : null}
            {employer.is_team_blocked ? ` · ${t('teamBlocked')}` : null}
          </dd>
          <dt className="text-muted">{t('verified')}</dt>
          <dd>{employer.is_email_verified ? t('yes') : t('no')}</dd>
          <dt className="text-muted">{t('language')}</dt>
          <dd>{employer.locale}</dd>
          <dt className="text-muted">{t('created')}</dt>
          <dd>{dateText(employer.created_at, locale)}</dd>
          <dt className="text-muted">{t('lastSignIn')}</dt>
          <dd>
            {employer.last_sign_in_at ? dateText(employer.last_sign_in_at, locale, 'dateTime') : t('neverSignedIn')}
          </dd>
        </dl>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to={to(`/admin/users/${employer.id}`)} className="underline">
            {t('accountActions')}
          </Link>
          <Link to={to(`/admin/messages?user_id=${employer.id}`)} className="underline">
            {t('conversations')}
          </Link>
        </p>
      </Panel>
      <ItemStatistics statistics={statistics} />
      <section aria-labelledby="edit-title" className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
        <h2 id="edit-title" className="text-lg font-semibold">
          {t('editTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('editLead')}</p>
        <PickerSearch
          name="company"
          value={search}
          label={t('findCompany')}
          hint={t('findCompanyHint')}
          button={t('find')}
        />
        <Form method="post" {...getFormProps(form)} ref={formRef}>
          <FormAlert message={formMessageOf(reply)} />
          <TextField meta={fields.name} label={t('name')} />
          <TextField meta={fields.email} label={t('email')} type="email" />
          <SelectField
            meta={fields.company_id}
            label={t('company')}
            empty={t('noCompany')}
            options={companies.map((company) => ({ key: company.id, name: company.name }))}
          />
          <CheckboxField meta={fields.is_owner} label={t('isOwner')} description={t('isOwnerHint')} plain />
          <SubmitButton busy={busy}>{t('save')}</SubmitButton>
        </Form>
      </section>
    </AdminPage>
  );
}
