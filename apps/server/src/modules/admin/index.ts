/** What the composition root may use of admin; its other files are its own. */
export { adminModule } from './module.ts';
