/** What other modules and the composition root may use of applications; its other files are its own. */

export { applicationStatistics, countApplicationsOfUser } from './admin/application-statistics.ts';
export { applicationTrend, hireTrend } from './admin/application-trends.ts';
export { applicationsModule } from './module.ts';
