/** What other modules and the composition root may use of messaging; its other files are its own. */
export { createMessage, createMessages, createRoom } from './message.factory.ts';
export { messagingModule } from './module.ts';
export { type OpenRoomOptions, openRoom } from './open-room.ts';
