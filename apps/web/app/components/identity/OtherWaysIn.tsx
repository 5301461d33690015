import type { ComponentProps } from 'react';
import { useSearchParams } from 'react-router';
import { AuthFootLink } from './AuthCard.tsx';
import { SocialButtons } from './SocialButtons.tsx';

/**
 * Below the sign-in and sign-up forms: the social providers, then the other of the two pages ("No account yet? Sign
 * up"). Both keep where a guest was sent from (a kept review, a protected page), so either way comes back there.
 */
export function OtherWaysIn({
  providers,
  socialQuery = '',
  question,
  switchLabel,
  switchTo,
}: {
  providers: ComponentProps<typeof SocialButtons>['providers'];
  /** More of the social sign-in's query, each part led by `&` (the role a sign-up chose). */
  socialQuery?: string;
  question: string;
  switchLabel: string;
  switchTo: '/login' | '/register';
}) {
  const redirect = useSearchParams()[0].get('redirect');
  const back = redirect ? `redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <>
      <SocialButtons providers={providers} query={back ? `${socialQuery}&${back}` : socialQuery} />
      <AuthFootLink path={switchTo} query={back ? `?${back}` : ''} question={question}>
        {switchLabel}
      </AuthFootLink>
    </>
  );
}
