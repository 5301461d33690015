/** What other modules, the tests and the composition root may use of external jobs; its other files are its own. */
export { externalJobsModule } from './module.ts';
