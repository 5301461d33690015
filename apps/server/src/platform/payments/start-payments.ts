import type { Config } from '../../config.ts';
import type { Logger } from '../logger.ts';
import { gatewayOfConfig } from './gateway-of-config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** The provider a started server pays through, and what the start must do once it listens. */
export type StartedPayments = {
  gateway: PaymentGateway;
  /** The stand-in sends its webhooks to the server's own route once its port is known; Stripe needs nothing. */
  listening(port: number): void;
  close(): Promise<void>;
  /** One line for the start's output. */
  notice: string;
};

/**
 * Stripe when its keys are set; otherwise the local stand-in (DESIGN.md section 8), started in this process on this
 * machine only, so a local user can pay with Stripe's test cards and nothing is charged. Its code loads only then.
 */
export async function startPayments(config: Config, logger: Logger): Promise<StartedPayments> {
  if (config.STRIPE_SECRET_KEY) {
    return {
      gateway: gatewayOfConfig(config, logger),
      listening: () => {},
      close: async () => {},
      notice: 'Payments: Stripe',
    };
  }
  const { startPaymentsStandIn } = await import('./stand-in/start-payments-stand-in.ts');
  const standIn = await startPaymentsStandIn({ port: config.PAYMENTS_STAND_IN_PORT, logger });
  const { hostname, port } = new URL(standIn.url);
  const gateway = createStripeGateway(
    {
      kind: 'stand-in',
      secretKey: standIn.secretKey,
      publishableKey: standIn.publishableKey,
      webhookSecret: standIn.webhookSecret,
      scriptUrl: standIn.scriptUrl,
      api: { host: hostname, port: Number(port), protocol: 'http' },
    },
    logger,
  );
  return {
    gateway,
    listening: (serverPort) => standIn.setWebhookUrl(`http://127.0.0.1:${serverPort}/api/billing/webhook`),
    close: () => standIn.close(),
    notice: `Payments: the local stand-in at ${standIn.url} (no STRIPE_SECRET_KEY); pay with the test card 4242 4242 4242 4242`,
  };
}
