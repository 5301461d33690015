export * from './errors.ts';
export * from './message.ts';
export * from './permissions.ts';
export * from './room.ts';
export * from './socket.ts';
