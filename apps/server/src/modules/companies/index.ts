/** What other modules and the composition root may use of companies; its other files are its own. */
export { createCompany, setCompanyModeration } from './company.factory.ts';
/** @public e2e/support/moderation.ts imports it in a script it runs on a stopped server. */
export { approveCompanyReview } from './company-review.factory.ts';
export { type CompanyCard, companyDirectory, type TeamMembership } from './directory/lib/company-directory.ts';
export { companiesModule } from './module.ts';
export { slugify } from './profile/lib/slugify.ts';
