export * from './admin-endpoints.ts';
export * from './candidate-endpoints.ts';
export * from './employer-endpoints.ts';
export * from './import-endpoints.ts';
export * from './message-endpoints.ts';
export * from './moderation-endpoints.ts';
export * from './statistics-endpoints.ts';
export * from './user-endpoints.ts';
