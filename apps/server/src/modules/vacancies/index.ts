/** What other modules and the composition root may use of vacancies; its other files are its own. */

export { plainTextOf, sanitizeDescription } from './manage/lib/sanitize-description.ts';
export { approveVacancy } from './manage/set-vacancy-moderation.ts';
export { vacanciesModule } from './module.ts';
export { type DirectoryVacancy, vacancyDirectory } from './search/lib/vacancy-directory.ts';
export { listCompanyVacancies } from './search/list-company-vacancies.ts';
export { createVacancy, type VacancyOptions } from './vacancy.factory.ts';
