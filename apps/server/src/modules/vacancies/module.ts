import { vacanciesGrants } from '@hushwork/contract/vacancies/permissions';
import { defineModule } from '../../platform/module.ts';
import { vacancyRoutes } from './routes.ts';

/** Vacancies and the job search: the wizard's calls, the company's manage calls, search and landing pages. */
export const vacanciesModule = defineModule({
  name: 'vacancies',
  routes: ({ database, clock }) => vacancyRoutes({ db: database.db, clock }),
  permissions: Object.values(vacanciesGrants).flat(),
});
