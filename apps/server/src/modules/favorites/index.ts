/** What other modules and the composition root may use of favorites; its other files are its own. */
export { addFavorite } from './add-favorite.ts';
export { favoritesModule } from './module.ts';
