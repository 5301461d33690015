/** What other modules and the composition root may use of resumes; its other files are its own. */
export { resumesModule } from './module.ts';
