import type { TAdminAccount } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { useHydrated } from '../../../../components/ui/use-hydrated.ts';
import type { ConfirmIntent } from '../admin-forms.ts';

function ConfirmForm({ account, intent, page }: { account: TAdminAccount; intent: ConfirmIntent; page: string }) {
  const { t } = useTranslation('AdminSettings');
  return (
    <Form method="post" action={page}>
      <input type="hidden" name="id" value={account.id} />
      <p id={`confirm-${intent}`} className="text-sm">
        {t(`confirmText_${intent}`)}
      </p>
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
 * The question before an admin is switched off or removed, in the kit's Modal; before the script runs the same
 * question stands in the page, answered by the same post.
 */
export function ConfirmAdminAction({
  account,
  intent,
  page,
}: {
  account: TAdminAccount;
  intent: ConfirmIntent;
  page: string;
}) {
  const { t } = useTranslation('AdminSettings');
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const title = t(`confirmTitle_${intent}`, { name: account.name || account.email });
  if (!isHydrated) {
    return (
      <section aria-label={title} className="mt-6 rounded-lg bg-red-50 p-4 text-red-900">
        <h2 className="mb-2 font-semibold">{title}</h2>
        <ConfirmForm account={account} intent={intent} page={page} />
      </section>
    );
  }
  return (
    <Modal open title={title} onClose={() => navigate(page, { preventScrollReset: true })}>
      <ConfirmForm account={account} intent={intent} page={page} />
    </Modal>
  );
}
