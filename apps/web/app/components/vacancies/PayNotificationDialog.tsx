import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Modal } from '../ui/Modal.tsx';

/**
 * Posting needs company premium (spec section 5) and the company has not paid. Only the owner pays: a member is told
 * to ask the owner; the owner is told so too while the payment page is not open yet. Closing it returns to the list.
 */
export function PayNotificationDialog({ who, onClose }: { who: 'owner' | 'member'; onClose: () => void }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const to = useLocalePath();
  return (
    <Modal open onClose={onClose} title={t('payTitle')}>
      <p>{t('payLead')}</p>
      <p className="mt-2">{who === 'owner' ? t('payOwner') : t('payMember')}</p>
      <div className="mt-6 flex justify-end">
        <Link
          to={to('/profile/job-openings')}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-ink hover:brightness-95"
        >
          {t('backToList')}
        </Link>
      </div>
    </Modal>
  );
}
