import { billingGrants } from '@hushwork/contract/billing/permissions';
import { defineModule } from '../../platform/module.ts';
import { billingMails } from './billing-mails.ts';
import { employerBilling } from './hiring/employer-standing.ts';
import { hiringRoutes } from './hiring/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { abandonPaymentsJob } from './orders/abandon-payments-job.ts';
import { endPlacementsJob } from './promotions/end-placements-job.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { resumeMailingPaymentRoutes } from './resume-mailing/routes.ts';
import { billingRoutes } from './routes.ts';
import { demoBillingSeed } from './seeds/demo-billing.ts';
import { paymentWebhookRoutes } from './webhook/routes.ts';

/**
 * Billing (issue 27): what companies and job seekers pay for, through one payment gateway (Stripe, or the local
 * stand-in that speaks its HTTP and signed webhooks). Orders move only on the provider's word.
 */
export const billingModule = defineModule({
  name: 'billing',
  routes: (context) => async (app) => {
    await app.register(billingRoutes(context));
    await app.register(promotionRoutes(context));
    await app.register(hiringRoutes(context));
    await app.register(invoiceRoutes(context));
    await app.register(resumeMailingPaymentRoutes(context));
    await app.register(paymentWebhookRoutes(context));
  },
  permissions: Object.values(billingGrants).flat(),
  mails: billingMails,
  jobs: [endPlacementsJob, abandonPaymentsJob],
  provides: { employerBilling },
  seeds: { demo: [demoBillingSeed] },
});
