import type { TAdminUserDetail } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';
import type { UserIntent } from '../user-actions.ts';

/** What the action does, in plain words; force-delete also says what stays. */
function Consequences({ user, intent }: { user: TAdminUserDetail; intent: UserIntent }) {
  const { t } = useTranslation('AdminUsers');
  return (
    <div id={`confirm-${intent}`} className="space-y-2 text-sm">
      <p>{t(`confirmText_${intent}`, { name: user.name || user.email })}</p>
      {intent === 'force-delete' ? (
        <>
          <p>
            <strong>{t('erasedLabel')}</strong> {t('erasedList')}
          </p>
          <p>
            <strong>{t('keptLabel')}</strong> {t('keptList', { id: user.id })}
          </p>
        </>
      ) : null}
    </div>
  );
}

function ConfirmForm({ user, intent, page }: { user: TAdminUserDetail; intent: UserIntent; page: string }) {
  const { t } = useTranslation('AdminUsers');
  return (
    <Form method="post" action={page}>
      <Consequences user={user} intent={intent} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value={intent} variant="danger" aria-describedby={`confirm-${intent}`}>
          {t(`confirmButton_${intent}`)}
        </Button>
        <Button to={page} preventScrollReset variant="secondary">
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The question before a destructive action, in the kit's Modal. Before the script runs (or without it) a dialog
 * cannot open, so the same question stands in the page instead, answered by the same post.
 */
export function ConfirmAction({ user, intent, page }: { user: TAdminUserDetail; intent: UserIntent; page: string }) {
  const { t } = useTranslation('AdminUsers');
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const title = t(`confirmTitle_${intent}`, { name: user.name || user.email });
  if (!isHydrated) {
    return (
      <section aria-label={title} className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
        <h3 className="mb-2 font-semibold">{title}</h3>
        <ConfirmForm user={user} intent={intent} page={page} />
      </section>
    );
  }
  return (
    <Modal open title={title} onClose={() => navigate(page, { preventScrollReset: true })}>
      <ConfirmForm user={user} intent={intent} page={page} />
    </Modal>
  );
}
