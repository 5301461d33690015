import { useTranslation } from 'react-i18next';
import { Form, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../lib/root-data.server.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';

/**
 * On every page of a "log in as" session (ADR 0034): whose account this is, which admin is behind it, and the one
 * click back. A plain form post, so it works before the script loads; the whole document reloads on the way back,
 * so no tab keeps talking as the user.
 */
export function ImpersonationBar() {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const data = useRouteLoaderData<RootData>('root');
  const admin = data?.impersonatedBy;
  if (!admin || !data?.user) return null;
  return (
    <div className="bg-neutral-900 text-white" data-testid="impersonation-bar">
      <div className="page-container-wide flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2 text-sm">
        <p>{t('impersonating', { name: data.user.name || data.user.email, admin: admin.name })}</p>
        <Form method="post" action={to('/admin/impersonation/end')} reloadDocument>
          <Button type="submit" variant="secondary" size="sm" className="text-ink">
            {t('impersonationEnd')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
