/** What other modules and the composition root may use of applications; its other files are its own. */
export { applicationsModule } from './module.ts';
