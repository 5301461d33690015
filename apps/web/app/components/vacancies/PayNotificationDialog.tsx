import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
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
        <Button to={to('/profile/job-openings')}>{t('backToList')}</Button>
      </div>
    </Modal>
  );
}
