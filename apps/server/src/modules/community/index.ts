/** What other modules and the composition root may use of community; its other files are its own. */
export { communityModule } from './module.ts';
