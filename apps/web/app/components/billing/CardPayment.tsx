import type { TPaymentSession } from '@hushwork/contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNonce } from '../../lib/nonce.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { Notice } from '../ui/Notice.tsx';
import { declineKeyOf, loadStripe, type StripeClient, type StripeElements } from './stripe-js.ts';
import { usePrice } from './use-price.ts';

/** The card form in the site's colours (Stripe's `appearance`; the stand-in honours the same variables). */
const APPEARANCE = {
  variables: { colorPrimary: '#a6500f', colorText: '#1f2328', borderRadius: '8px', fontFamily: 'Inter, system-ui' },
};

type Phase = 'loading' | 'ready' | 'paying' | 'failed';

/**
 * Takes the card for one order in the provider's own form (an iframe from its origin) and confirms the payment there.
 * A refusal is told in the page's language and the buyer may try again at once; a success goes to the result page,
 * which waits for the provider's webhook: the browser's word never makes an order paid.
 */
export function CardPayment({
  session,
  successPath,
}: {
  session: TPaymentSession;
  /** The localized result page, for the navigation and for Stripe's `return_url` (a card that needs a redirect). */
  successPath: string;
}) {
  const { t } = useTranslation('Pricing');
  const locale = useLocale();
  const nonce = useNonce();
  const navigate = useNavigate();
  const price = usePrice();
  const frameRef = useRef<HTMLDivElement>(null);
  const clientRef = useRef<{ stripe: StripeClient; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  const { script_url: scriptUrl, publishable_key: publishableKey } = session.provider;
  const clientSecret = session.client_secret;

  useEffect(() => {
    let isCurrent = true;
    let unmount = () => {};
    setPhase('loading');
    loadStripe(scriptUrl, nonce)
      .then((Stripe) => {
        const target = frameRef.current;
        if (!isCurrent || !target) return;
        const stripe = Stripe(publishableKey, { locale });
        const elements = stripe.elements({ clientSecret, locale, appearance: APPEARANCE });
        const element = elements.create('payment');
        element.on('ready', () => {
          if (isCurrent) setPhase('ready');
        });
        element.mount(target);
        unmount = () => element.unmount();
        clientRef.current = { stripe, elements };
      })
      .catch(() => {
        if (isCurrent) setPhase('failed');
      });
    return () => {
      isCurrent = false;
      clientRef.current = null;
      unmount();
    };
  }, [scriptUrl, publishableKey, clientSecret, locale, nonce]);

  async function pay() {
    const client = clientRef.current;
    if (!client) return;
    setPhase('paying');
    setError(null);
    try {
      const { error: refusal } = await client.stripe.confirmPayment({
        elements: client.elements,
        redirect: 'if_required',
        confirmParams: { return_url: new URL(successPath, window.location.origin).toString() },
      });
      if (!refusal) {
        navigate(successPath);
        return;
      }
      const key = declineKeyOf(refusal);
      setError(
        key === null
          ? t('payment.checkCard')
          : t(`Billing:decline.${key}`, { defaultValue: t('Billing:decline.card_declined') }),
      );
    } catch {
      setError(t('Billing:decline.processing_error'));
    }
    setPhase('ready');
  }

  const amount = price(session.order.amount);
  return (
    <div>
      {session.provider.kind === 'stand-in' ? (
        <Notice tone="warning" title={t('payment.testTitle')} className="mb-4">
          {t('payment.testText')}
        </Notice>
      ) : null}
      <div
        ref={frameRef}
        aria-busy={phase === 'loading'}
        className={`min-h-52 ${phase === 'loading' ? 'animate-pulse rounded-lg bg-neutral-100' : ''}`}
      />
      <div aria-live="polite" className="mt-4">
        {phase === 'failed' ? <FormAlert message={t('payment.loadFailed')} /> : <FormAlert message={error} />}
      </div>
      {phase === 'failed' ? (
        <Button variant="secondary" size="lg" className="w-full" onClick={() => window.location.reload()}>
          {t('payment.reload')}
        </Button>
      ) : (
        <Button
          size="lg"
          className="w-full"
          busy={phase === 'loading' || phase === 'paying'}
          busyLabel={phase === 'loading' ? t('payment.loading') : t('payment.paying')}
          onClick={() => void pay()}
        >
          {t('payment.pay', { price: amount })}
        </Button>
      )}
      <p className="mt-3 flex items-start gap-2 text-sm text-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('payment.secure')}
      </p>
    </div>
  );
}
