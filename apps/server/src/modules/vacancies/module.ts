import { vacanciesGrants } from '@hushwork/contract/vacancies/permissions';
import { defineModule } from '../../platform/module.ts';
import { vacancySitemaps } from './landing/build-vacancy-sitemap.ts';
import { renameCompanyVacancies } from './manage/rename-company-vacancies.ts';
import { vacancyRoutes } from './routes.ts';
import { salarySitemaps } from './salaries/build-salary-sitemap.ts';
import { refreshSalaryFiguresJob } from './salaries/refresh-salary-figures.ts';
import { vacancyPopularity } from './search/lib/live-popularity.ts';
import { vacancyFavoriteTargets } from './search/lib/vacancy-favorites.ts';
import { countCompanyVacancies } from './search/list-company-vacancies.ts';
import { listCompanyVacancyCards } from './search/list-company-vacancy-cards.ts';
import { demoVacanciesSeed } from './seeds/demo-vacancies.ts';

/**
 * Vacancies and the job search, a sub-slice each with its own routes (`routes.ts` lists them): the wizard's and the
 * company's manage calls, search and the vacancy page, landing pages and the sitemap, and the import from a job page.
 */
export const vacanciesModule = defineModule({
  name: 'vacancies',
  routes: vacancyRoutes,
  permissions: Object.values(vacanciesGrants).flat(),
  sitemaps: [...vacancySitemaps, ...salarySitemaps],
  jobs: [refreshSalaryFiguresJob],
  favoriteTargets: vacancyFavoriteTargets,
  provides: {
    // The catalogs' top cities and specializations rank by open vacancies.
    livePopularity: vacancyPopularity,
    // A company's page and cards list and count its open vacancies; a renamed company's vacancies take its new name.
    companyVacancies: { page: listCompanyVacancyCards, count: countCompanyVacancies, rename: renameCompanyVacancies },
  },
  seeds: { demo: [demoVacanciesSeed] },
});
