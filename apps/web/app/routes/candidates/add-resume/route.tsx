import { getFormProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CandidateProfileFields } from '../../../components/candidates/CandidateProfileFields.tsx';
import { PROFILE_FORM_CONTROLS, ZProfileForm } from '../../../components/candidates/profile-form.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadAddResume, submitAddResume } from './add-resume.server.ts';

export const handle = { i18n: ['Candidates', 'Profile', 'Places', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAddResume(args);
export const action = (args: Route.ActionArgs) => submitAddResume(args);

/** A worker's first step: the anonymous profile companies will find (spec section 4 pushes here until it exists). */
export default function AddResumePage() {
  const { user, choices, countries } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(ZProfileForm, {
    lastResult: reply,
    controls: PROFILE_FORM_CONTROLS,
    defaultValue: { name: user.name, experience: 'without', english_level: 'without' },
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <ProfilePage user={user} title={t('addResumeTitle')} showStatus={false}>
      <p className="mb-2 text-muted">{t('addResumeLead')}</p>
      <p role="note" className="mb-6 rounded-2xl bg-brand-soft p-4 text-sm">
        {t('anonymityNote')}
      </p>
      <Form method="post" {...getFormProps(form)} ref={formRef}>
        <FormAlert message={formMessageOf(reply)} />
        <CandidateProfileFields fields={fields} choices={choices} countries={countries} own={null} />
        <p className="mt-6 text-sm text-muted">{t('moderationNote')}</p>
        <div className="mt-4">
          <SubmitButton busy={busy}>{busy ? t('saving') : t('createProfile')}</SubmitButton>
        </div>
      </Form>
    </ProfilePage>
  );
}
