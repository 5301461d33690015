/** What other modules and the composition root may use of billing; its other files are its own. */
export { listAdminOrders } from './admin/list-admin-orders.ts';
export { refundOrder } from './admin/refund-order.ts';
export { createCommunityPlan } from './community/community-plan.factory.ts';
export { communityPlanOf } from './community/community-plan.ts';
export { payCommunityPlan } from './community/pay-community-plan.ts';
export { unsubscribeCommunityPlan } from './community/unsubscribe-community-plan.ts';
export { billingModule } from './module.ts';
export type { MailingSendDeps, ResumeMailings } from './resume-mailing/resume-mailings-port.ts';
export { stopMailingRenewal } from './resume-mailing/stop-mailing-renewal.ts';
