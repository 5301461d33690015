/** What other modules and the composition root may use of messaging; its other files are its own. */
export { createMessage, createRoom } from './message.factory.ts';
export { messagingModule } from './module.ts';
