/** What other modules and the composition root may use of billing; its other files are its own. */
export { listAdminOrders } from './admin/list-admin-orders.ts';
export { refundOrder } from './admin/refund-order.ts';
export { billingModule } from './module.ts';
