import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { receivePaymentEvent } from './receive-payment-event.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as it came: its signature covers these bytes, not a re-serialized object. */
    rawBody?: string;
  }
}

/**
 * The provider's webhook, in a plugin of its own: its JSON parser keeps the raw body for the signature, and applies
 * to this route alone.
 */
export const paymentWebhookRoutes =
  ({ database, clock, payments, logger, registry, mailer, link }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      req.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('WEBHOOK_SIGNATURE_INVALID'), undefined);
      }
    });
    route(app, billing.receivePaymentEvent, async (req) => ({
      ...(await receivePaymentEvent({
        db: database.db,
        clock,
        payments,
        logger,
        rawBody: req.rawBody ?? '',
        signature: req.headers['stripe-signature'] as string | undefined,
        mailing: { mailings: registry.ports.resumeMailings, send: { mails: registry.mails, clock, link } },
        onApplied: () => mailer.kick(),
      })),
    }));
  };
