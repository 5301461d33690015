import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import { COMMISSION_NOTICE_COOKIE, COMMISSION_NOTICE_MAX_AGE } from './commission-notice.ts';

/** The one-time commission notice for company accounts from before 24 April 2023; closing it is remembered. */
export function CommissionNotice() {
  const { t } = useTranslation('Companies');
  const to = useLocalePath();
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${COMMISSION_NOTICE_COOKIE}=seen; Max-Age=${COMMISSION_NOTICE_MAX_AGE}; Path=/; SameSite=Lax`;
    setOpen(false);
  };
  return (
    <section
      aria-labelledby="commission-notice-title"
      className="mb-6 flex items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <div className="flex-1">
        <h2 id="commission-notice-title" className="font-semibold">
          {t('commissionTitle')}
        </h2>
        <p className="mt-1 text-sm">{t('commissionText')}</p>
        <Link to={to('/agreement')} className="mt-2 inline-block text-sm font-semibold text-brand-strong underline">
          {t('commissionTerms')}
        </Link>
      </div>
      <button type="button" onClick={close} className="rounded-lg px-3 py-1.5 text-sm font-semibold hover:bg-amber-100">
        <X aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
        {t('commissionClose')}
      </button>
    </section>
  );
}
