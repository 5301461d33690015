/** What other modules and the composition root may use of applications; its other files are its own. */

export { acceptedOffers } from './accepted-offers.ts';
export { applicationStatistics, countApplicationsOfUser } from './admin/application-statistics.ts';
export { applicationTrend, hireTrend } from './admin/application-trends.ts';
export { applicationsModule } from './module.ts';
export { demoApplicationsSeed } from './seeds/demo-applications.ts';
