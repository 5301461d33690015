import type { Config } from '../../config.ts';
import type { Logger } from '../logger.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { unavailableGateway } from './unavailable-gateway.ts';

/** Stripe's browser script: always loaded from Stripe itself, as its terms require. */
const STRIPE_JS = 'https://js.stripe.com/v3/';

/** Stripe when its keys are configured (all three, `checkStripe`), else a gateway that refuses every payment. */
export function gatewayOfConfig(config: Config, logger: Logger): PaymentGateway {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = config;
  if (!secretKey || !publishableKey || !webhookSecret) return unavailableGateway;
  return createStripeGateway(
    { kind: 'stripe', secretKey, publishableKey, webhookSecret, scriptUrl: STRIPE_JS },
    logger,
  );
}
