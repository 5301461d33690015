/** What other modules and the composition root may use of favorites; its other files are its own. */
export { favoritesModule } from './module.ts';
