/** What other modules, the tests and the composition root may use of external jobs; its other files are its own. */
export { createExternalJob, type ExternalJobOptions } from './external-job.factory.ts';
export { fetchExternalFeeds } from './fetch-external-feeds.ts';
export { externalJobsModule } from './module.ts';
