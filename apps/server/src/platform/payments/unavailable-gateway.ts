import { AppError } from '../http/app-error.ts';
import type { PaymentGateway } from './payment-gateway.ts';

const refuse = async (): Promise<never> => {
  throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
};

/**
 * An app built with no provider (a test of another domain, a benchmark): every payment is refused as the provider
 * being out of reach, so nothing can be marked paid and nothing half-configured takes a card.
 */
export const unavailableGateway: PaymentGateway = {
  kind: 'stand-in',
  publishableKey: '',
  scriptUrl: '',
  origins: [],
  createCustomer: refuse,
  createPayment: refuse,
  createSubscription: refuse,
  clientSecretOf: refuse,
  setCancelAtPeriodEnd: refuse,
  refund: refuse,
  readEvent: async () => {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  },
};
