/** What other modules and the composition root may use of companies; its other files are its own. */
export { createCompany, setCompanyModeration } from './company.factory.ts';
export { approveCompanyReview, createCompanyReview } from './company-review.factory.ts';
export { companiesModule } from './module.ts';
