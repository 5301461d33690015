export * from './entities.ts';
export * from './places.ts';
export * from './query.ts';
export * from './reference.ts';
