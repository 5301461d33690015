import { getFormProps } from '@conform-to/react';
import { IDENTITY, identity } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { NewPasswordFields } from '../../../components/identity/CredentialFields.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { type FormReply, formMessageOf, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { clearSessionCookies, sessionCookies, withCookies } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'Profile', 'validation'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context }, ['auth']);
  return { user: user!, deleteToken: new URL(request.url).searchParams.get('delete') };
}

/** Which of the page's two forms was sent: posted with each, not part of either call. */
const CONTROLS = ['intent'];
/** The API also takes no body at all (nothing to confirm with); the form always sends one. */
const deleteBody = identity.deleteProfile.body.unwrap();

/** What the action answers: the form it served, Conform's reply to it, and whether it did its job. */
type Answer = { form: 'password' | 'delete'; reply?: FormReply; done?: boolean };

/** Two forms on one page: change the password, or delete the account (by password or a mailed link's token). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOfParams(params);
  const isDelete = (await request.clone().formData()).get('intent') === 'delete';
  if (isDelete) {
    const { submission } = await parseFormPost(request, deleteBody, locale, CONTROLS);
    if (submission.status !== 'success') return { form: 'delete', reply: replyInvalid(submission) } satisfies Answer;
    const result = await callApi(serverApi(context), identity.deleteProfile, { body: submission.value, locale });
    if (!result.ok) return { form: 'delete', reply: replyWithFailure(submission, result) } satisfies Answer;
    if (result.data.status === 'deleted') {
      throw redirect(localizePath(locale, '/'), { headers: withCookies(clearSessionCookies(request)) });
    }
    return { form: 'delete', done: true } satisfies Answer;
  }
  const { submission } = await parseFormPost(request, identity.changePassword.body, locale, CONTROLS);
  if (submission.status !== 'success') return { form: 'password', reply: replyInvalid(submission) } satisfies Answer;
  const result = await callApi(serverApi(context), identity.changePassword, { body: submission.value, locale });
  if (!result.ok) return { form: 'password', reply: replyWithFailure(submission, result) } satisfies Answer;
  // Every session ended with the change; this tab continues with the fresh pair.
  return data({ form: 'password', reply: submission.reply({ resetForm: true }), done: true } satisfies Answer, {
    headers: withCookies(sessionCookies(request, result.data)),
  });
}

export default function ProfilePassword() {
  const { t } = useTranslation('Profile');
  const { t: tAuth } = useTranslation('Auth');
  const { user, deleteToken } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  const passwordReply = answer?.form === 'password' ? answer.reply : undefined;
  const deleteReply = answer?.form === 'delete' ? answer.reply : undefined;
  const [passwordForm, passwordFields] = useContractForm(identity.changePassword.body, {
    id: 'change-password',
    lastResult: passwordReply,
    controls: CONTROLS,
  });
  const [deleteForm, deleteFields] = useContractForm(deleteBody, {
    id: 'delete-account',
    lastResult: deleteReply,
    controls: CONTROLS,
  });
  const passwordFormRef = useFocusFirstInvalid(passwordReply);
  const deleteSectionRef = useFocusFirstInvalid<HTMLElement>(deleteReply);
  return (
    <ProfilePage user={user} title={t('passwordTitle')}>
      <Form method="post" {...getFormProps(passwordForm)} className="max-w-md" ref={passwordFormRef}>
        <input type="hidden" name="intent" value="password" />
        {answer?.form === 'password' && answer.done ? (
          <FormAlert tone="success" message={t('passwordChanged')} />
        ) : null}
        {/* A failure no field owns (too many attempts, a spent link) is worded above the form. */}
        <FormAlert message={formMessageOf(passwordReply)} />
        {user.has_password ? (
          <TextField
            meta={passwordFields.current_password}
            label={tAuth('currentPassword')}
            type="password"
            autoComplete="current-password"
            maxLength={IDENTITY.passwordMax}
          />
        ) : null}
        <NewPasswordFields
          label={tAuth('newPassword')}
          repeatLabel={tAuth('repeatPassword')}
          hint={tAuth('passwordHint')}
          password={passwordFields.password}
          sameAsPassword={passwordFields.sameAsPassword}
        />
        <SubmitButton busy={busy}>{t('changePasswordButton')}</SubmitButton>
      </Form>

      <section
        ref={deleteSectionRef}
        aria-labelledby="delete-title"
        className="mt-12 max-w-md rounded-2xl border border-red-200 bg-white p-6"
      >
        <h2 id="delete-title" className="text-lg font-semibold text-red-800">
          {t('deleteTitle')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('deleteText')}</p>
        {answer?.form === 'delete' && answer.done ? (
          <FormAlert tone="success" message={t('deleteConfirmSent')} />
        ) : null}
        <FormAlert message={formMessageOf(deleteReply)} />
        <Form method="post" {...getFormProps(deleteForm)} className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          {deleteToken ? <input type="hidden" name="token" value={deleteToken} /> : null}
          {user.has_password && !deleteToken ? (
            <TextField
              meta={deleteFields.password}
              label={tAuth('password')}
              type="password"
              autoComplete="current-password"
              maxLength={IDENTITY.passwordMax}
            />
          ) : null}
          <Button type="submit" variant="danger-outline">
            {t('deleteButton')}
          </Button>
        </Form>
      </section>
    </ProfilePage>
  );
}
