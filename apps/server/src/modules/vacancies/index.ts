/** What other modules and the composition root may use of vacancies; its other files are its own. */

export { closeCompanyVacancies } from './manage/close-company-vacancies.ts';
export { plainTextOf, sanitizeDescription } from './manage/lib/sanitize-description.ts';
export { approveVacancy } from './manage/set-vacancy-moderation.ts';
export { countVacanciesBySpecialization } from './moderation/count-vacancies-by-specialization.ts';
export { flagVacancies } from './moderation/flag-vacancies.ts';
export { getAdminVacancy } from './moderation/get-admin-vacancy.ts';
export { countPendingVacancies, listAdminVacancies } from './moderation/list-admin-vacancies.ts';
export { moderateVacancies } from './moderation/moderate-vacancies.ts';
export { vacancyTrend } from './moderation/vacancy-trend.ts';
export { vacanciesModule } from './module.ts';
export { type DirectoryVacancy, vacancyDirectory } from './search/lib/vacancy-directory.ts';
export { listCompanyVacancies } from './search/list-company-vacancies.ts';
export { vacancyStatistics } from './statistics/vacancy-statistics.ts';
export { createVacancy, type VacancyOptions } from './vacancy.factory.ts';
