/** What other modules and the composition root may use of billing; its other files are its own. */
export { billingModule } from './module.ts';
