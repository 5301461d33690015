import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CandidateProfileFields } from '../../../components/candidates/CandidateProfileFields.tsx';
import { PROFILE_FORM_CONTROLS, profileDefaults, ZProfileForm } from '../../../components/candidates/profile-form.ts';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadResume, submitResume } from './resume.server.ts';

export const handle = { i18n: ['Candidates', 'Profile', 'Places', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadResume(args);
export const action = (args: Route.ActionArgs) => submitResume(args);

/** The candidate edits the profile's fields; a change to what the public sees goes back to moderation. */
export default function ResumePage() {
  const { user, candidate, choices, countries } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(ZProfileForm, {
    lastResult: reply,
    controls: PROFILE_FORM_CONTROLS,
    defaultValue: profileDefaults(candidate),
  });
  const formRef = useFocusFirstInvalid(reply);
  const saved = reply && 'saved' in reply ? reply : null;
  return (
    <ProfilePage user={user} title={t('resumeTitle')}>
      <UserTabs />
      <p className="mb-6 text-muted">
        {t('resumeLead')}{' '}
        <Link to={to('/profile/user/employments')} className="font-semibold underline">
          {t('entriesLink')}
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <FormAlert message={formMessageOf(reply)} />
        {saved ? (
          <FormAlert tone="success" message={saved.moderation === 'pending' ? t('savedPending') : t('saved')} />
        ) : null}
        <CandidateProfileFields fields={fields} choices={choices} countries={countries} own={candidate} />
        <p className="mt-6 text-sm text-muted">{t('moderationNote')}</p>
        <div className="mt-4">
          <SubmitButton busy={busy}>{busy ? t('saving') : t('saveProfile')}</SubmitButton>
        </div>
      </Form>
    </ProfilePage>
  );
}
