import { getFormProps } from '@conform-to/react';
import { identity, SECOND_FACTOR } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../../components/forms/use-focus-first-invalid.ts';
import { AuthCard, AuthFootLink } from '../../../../components/identity/AuthCard.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { type FormReply, formMessageOf } from '../../../../lib/form-reply.ts';
import { CODE_CONTROLS, ENROL_CONTROLS } from '../login-controls.ts';

type CodeStep = { challenge_token: string; redirect: string; reply?: FormReply | undefined };

/**
 * The code field of an admin's second step, with the challenge and the way on as hidden fields: shared by the code
 * step and the enrolment, which differ in their words, what they show above the field, and the call they post to.
 */
function CodeForm({
  step,
  intent,
  button,
  hidden,
  children,
}: {
  step: CodeStep;
  intent: 'code' | 'enrol';
  button: string;
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('Auth');
  const busy = useNavigation().state === 'submitting';
  const schema = intent === 'code' ? identity.passSecondFactor.body : identity.enrolSecondFactor.body;
  const controls = intent === 'code' ? CODE_CONTROLS : ENROL_CONTROLS;
  const [form, fields] = useContractForm(schema, { lastResult: step.reply, controls, id: `login-${intent}` });
  const formRef = useFocusFirstInvalid(step.reply);
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef}>
      <FormAlert message={formMessageOf(step.reply)} />
      {children}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirect" value={step.redirect} />
      <input type="hidden" name="challenge_token" value={step.challenge_token} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        meta={fields.code}
        label={t('secondFactorCode')}
        autoComplete="one-time-code"
        maxLength={SECOND_FACTOR.codeMax}
      />
      <SubmitButton busy={busy}>{button}</SubmitButton>
    </Form>
  );
}

/** An enrolled admin's second step: the authenticator's code, or a recovery code. */
export function SecondFactorForm({ step }: { step: CodeStep }) {
  const { t } = useTranslation('Auth');
  return (
    <AuthCard title={t('secondFactorTitle')} lead={t('secondFactorLead')}>
      <CodeForm step={step} intent="code" button={t('secondFactorButton')} />
      <AuthFootLink path="/login">{t('startOver')}</AuthFootLink>
    </AuthCard>
  );
}

/**
 * An admin's first sign-in: the new secret as a QR code (drawn on the server) and as text to type, then a code made
 * from it. The secret and its URI go back with the form, so a wrong code shows the same QR code again.
 */
export function EnrolForm({
  step,
}: {
  step: CodeStep & { secret: string; otpauth_uri: string; qr_svg: string | null };
}) {
  const { t } = useTranslation('Auth');
  return (
    <AuthCard title={t('enrolTitle')} lead={t('enrolLead')}>
      <CodeForm
        step={step}
        intent="enrol"
        button={t('enrolButton')}
        hidden={{ secret: step.secret, otpauth_uri: step.otpauth_uri }}
      >
        {step.qr_svg ? (
          <div
            role="img"
            aria-label={t('enrolQrLabel')}
            className="mx-auto mb-4 w-56 max-w-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server drew this SVG from an otpauth URI (qr-code.server.ts).
            dangerouslySetInnerHTML={{ __html: step.qr_svg }}
          />
        ) : null}
        <p className="mb-4 text-sm">
          {t('enrolSecret')}{' '}
          <code className="break-all rounded bg-neutral-100 px-1 font-mono" data-testid="totp-secret">
            {step.secret}
          </code>
        </p>
      </CodeForm>
      <AuthFootLink path="/login">{t('startOver')}</AuthFootLink>
    </AuthCard>
  );
}
