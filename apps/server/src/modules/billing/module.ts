import { billingGrants } from '@hushwork/contract/billing/permissions';
import { defineModule } from '../../platform/module.ts';
import { billingMails } from './billing-mails.ts';
import { billingRoutes } from './routes.ts';
import { paymentWebhookRoutes } from './webhook/routes.ts';

/**
 * Billing (issue 27): what companies and job seekers pay for, through one payment gateway (Stripe, or the local
 * stand-in that speaks its HTTP and signed webhooks). Orders move only on the provider's word.
 */
export const billingModule = defineModule({
  name: 'billing',
  routes: (context) => async (app) => {
    await app.register(billingRoutes(context));
    await app.register(paymentWebhookRoutes(context));
  },
  permissions: Object.values(billingGrants).flat(),
  mails: billingMails,
});
