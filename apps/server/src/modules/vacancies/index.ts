/** What other modules and the composition root may use of vacancies; its other files are its own. */
export { listCompanyVacancies } from './list-company-vacancies.ts';
export { vacanciesModule } from './module.ts';
export { plainTextOf, sanitizeDescription } from './sanitize-description.ts';
export { approveVacancy } from './set-vacancy-moderation.ts';
export { createVacancy, type VacancyOptions } from './vacancy.factory.ts';
export { type DirectoryVacancy, vacancyDirectory } from './vacancy-directory.ts';
