import type { TAdminUserDetail } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { Notice } from '../../../../components/ui/Notice.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { DESTRUCTIVE_INTENTS, type UserIntent } from '../user-actions.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/**
 * The account's actions: the harmless ones post at once, the destructive ones ask first (`?confirm=`, a link that
 * works before the script loads), "log in as" reloads the whole document so every open connection starts as the
 * target.
 */
export function UserActions({
  user,
  intents,
  confirming,
}: {
  user: TAdminUserDetail;
  intents: UserIntent[];
  confirming: UserIntent | null;
}) {
  const { t } = useTranslation('AdminUsers');
  const to = useLocalePath();
  const page = to(`/admin/users/${user.id}`);
  const plain = intents.filter((intent) => !DESTRUCTIVE_INTENTS.has(intent) && intent !== 'impersonate');
  const destructive = intents.filter((intent) => DESTRUCTIVE_INTENTS.has(intent));
  return (
    <Panel title={t('actions')}>
      {intents.length === 0 ? <p className="mt-3 text-sm text-muted">{t('erased')}</p> : null}
      {user.role === 'admin' ? <Notice className="mt-3">{t('adminGuarded')}</Notice> : null}
      {plain.length > 0 ? (
        <Form method="post" action={page} className="mt-4 flex flex-wrap gap-2">
          {plain.map((intent) => (
            <Button key={intent} type="submit" name="intent" value={intent} variant="secondary" size="sm">
              {t(`action_${intent}`)}
            </Button>
          ))}
        </Form>
      ) : null}
      {intents.includes('impersonate') ? (
        <Form method="post" action={page} reloadDocument className="mt-4">
          <p id="impersonate-hint" className="mb-2 text-sm text-muted">
            {t('impersonateHint')}
          </p>
          <Button type="submit" name="intent" value="impersonate" size="sm" aria-describedby="impersonate-hint">
            {t('action_impersonate')}
          </Button>
        </Form>
      ) : null}
      {destructive.length > 0 ? (
        <div className="mt-6 border-t border-neutral-200 pt-4">
          <h3 className="text-sm font-semibold text-red-900">{t('dangerZone')}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {destructive.map((intent) => (
              <Button
                key={intent}
                to={`${page}?confirm=${intent}`}
                preventScrollReset
                variant="danger-outline"
                size="sm"
              >
                {t(`action_${intent}`)}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {confirming ? <ConfirmAction user={user} intent={confirming} page={page} /> : null}
    </Panel>
  );
}
