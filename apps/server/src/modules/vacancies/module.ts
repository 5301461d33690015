import { vacanciesGrants } from '@hushwork/contract/vacancies/permissions';
import { createSafeFetcher } from '../../platform/fetch/safe-fetch.ts';
import { defineModule } from '../../platform/module.ts';
import { vacancySitemaps } from './build-vacancy-sitemap.ts';
import { countCompanyVacancies } from './list-company-vacancies.ts';
import { listCompanyVacancyCards } from './list-company-vacancy-cards.ts';
import { vacancyPopularity } from './live-popularity.ts';
import { renameCompanyVacancies } from './rename-company-vacancies.ts';
import { vacancyRoutes } from './routes.ts';
import { demoVacanciesSeed } from './seeds/demo-vacancies.ts';
import { vacancyFavoriteTargets } from './vacancy-favorites.ts';

/** Vacancies and the job search: the wizard's calls, the company's manage calls, search and landing pages. */
export const vacanciesModule = defineModule({
  name: 'vacancies',
  routes: ({ database, clock, limiter, config }) =>
    vacancyRoutes({ db: database.db, clock, limiter, fetchPage: createSafeFetcher(config) }),
  permissions: Object.values(vacanciesGrants).flat(),
  sitemaps: vacancySitemaps,
  favoriteTargets: vacancyFavoriteTargets,
  provides: {
    // The catalogs' top cities and specializations rank by open vacancies.
    livePopularity: vacancyPopularity,
    // A company's page and cards list and count its open vacancies; a renamed company's vacancies take its new name.
    companyVacancies: { page: listCompanyVacancyCards, count: countCompanyVacancies, rename: renameCompanyVacancies },
  },
  seeds: { demo: [demoVacanciesSeed] },
});
