/** What the app may use of resume mailing; its other files are its own. */
export { resumeMailingModule } from './module.ts';
