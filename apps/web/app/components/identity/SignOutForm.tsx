import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Signing out is a POST to /logout: it works before hydration, and no prefetched link can sign anyone out. */
export function SignOutForm({ className, buttonClassName }: { className: string; buttonClassName: string }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  return (
    <Form method="post" action={to('/logout')} className={className}>
      <button type="submit" className={buttonClassName}>
        {t('signOut')}
      </button>
    </Form>
  );
}
