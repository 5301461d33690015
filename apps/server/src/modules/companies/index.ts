/** What other modules and the composition root may use of companies; its other files are its own. */
export { autocompleteAdminCompanies } from './admin/autocomplete-admin-companies.ts';
export { createAdminCompany } from './admin/create-admin-company.ts';
export { type EmployerPlace, listEmployerPlaces } from './admin/list-employer-places.ts';
export { placeEmployer } from './admin/place-employer.ts';
export { removeCompany } from './admin/remove-company.ts';
export { updateAdminCompany } from './admin/update-admin-company.ts';
export { createCompany, setCompanyModeration } from './company.factory.ts';
export { createCompanyReview } from './company-review.factory.ts';
export { type CompanyCard, companyDirectory, type TeamMembership } from './directory/lib/company-directory.ts';
export { importRecruiter } from './import/import-recruiter.ts';
export { flagCompanies } from './moderation/flag-companies.ts';
export { countPendingCompanies, getAdminCompany, listAdminCompanies } from './moderation/list-admin-companies.ts';
export { countPendingReviews, listAdminReviews } from './moderation/list-admin-reviews.ts';
export { moderateCompanies } from './moderation/moderate-companies.ts';
export { moderateReviews } from './moderation/moderate-reviews.ts';
export { companiesModule } from './module.ts';
export { slugify } from './profile/lib/slugify.ts';
export { companyStatistics } from './statistics/company-statistics.ts';
