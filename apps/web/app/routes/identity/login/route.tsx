import { type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from 'react-router';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { loadAuthFormPage } from '../../../lib/social-providers.server.ts';
import type { Route } from './+types/route';
import { PasswordForm } from './components/PasswordForm.tsx';
import { RecoveryCodes } from './components/RecoveryCodes.tsx';
import { EnrolForm, SecondFactorForm } from './components/SecondFactorForm.tsx';
import { submitLogin } from './login.server.ts';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAuthFormPage(args);

export const action = (args: Route.ActionArgs) => submitLogin(args);

/**
 * The step that shows the recovery codes has just signed the admin in: revalidating would run the loader, which sends
 * a signed-in visitor on, and the codes, shown once, would vanish before they are written down.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { step?: string } | undefined)?.step === 'recovery') return false;
  return defaultShouldRevalidate;
}

/** The password, then for an admin the second factor's step the answer asks for (login.server.ts). */
export default function Login() {
  const step = useActionData<typeof action>();
  const { providers } = useLoaderData<typeof loader>();
  if (step?.step === 'code') return <SecondFactorForm step={step} />;
  if (step?.step === 'enrol') return <EnrolForm step={step} />;
  if (step?.step === 'recovery') return <RecoveryCodes codes={step.recovery_codes} next={step.next} />;
  return <PasswordForm reply={step?.reply} notice={step?.notice} providers={providers} />;
}
