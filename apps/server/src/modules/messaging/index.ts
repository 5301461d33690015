/** What other modules and the composition root may use of messaging; its other files are its own. */
export { listAdminRooms } from './admin/list-admin-rooms.ts';
export { readAdminRoom } from './admin/read-admin-room.ts';
export { createMessage, createRoom } from './message.factory.ts';
export { messagingModule } from './module.ts';
