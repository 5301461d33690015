import { billing } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { downloadInvoice } from './download-invoice.ts';
import { getBillingDetails } from './get-billing-details.ts';
import { updateBillingDetails } from './update-billing-details.ts';

/** Invoices and the billing details they name, registered against `@hushwork/contract` (billing). */
export const invoiceRoutes =
  ({ database, clock, config }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const seller = {
      name: config.INVOICE_SELLER_NAME,
      address: config.INVOICE_SELLER_ADDRESS,
      vat_id: config.INVOICE_SELLER_VAT_ID,
    };

    route(app, billing.downloadInvoice, async (req, reply) => {
      const { number, pdf } = await downloadInvoice({
        actor: req.actor,
        input: { ...req.params, locale: req.query.locale },
        db,
        seller,
      });
      reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${number}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(pdf);
    });
    route(app, billing.getBillingDetails, async (req) => ({
      data: await getBillingDetails({ actor: req.actor, input: {}, db }),
    }));
    route(app, billing.updateBillingDetails, async (req) => ({
      data: await updateBillingDetails({ actor: req.actor, input: req.body, db, clock }),
    }));
  };
