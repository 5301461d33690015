/** What other modules and the composition root may use of identity; its other files are its own. */
export { authenticate } from './authenticate.ts';
export { createPendingAccount } from './create-pending-account.ts';
export { identityModule } from './module.ts';
export { DEMO_ACCOUNTS } from './seeds/demo-accounts.ts';
export { createUser, createUsers } from './user.factory.ts';
export { userDirectory } from './user-directory.ts';
export { wantsNotification } from './wants-notification.ts';
