import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { EXPORTED_LISTS } from './routes/admin/admin-list-export/exported-lists.ts';

/**
 * Paths match in their exact (lower-case) spelling only: `/LOGIN` must not serve a second copy of `/login`. The
 * server answers case variants of static pages with a 301 to the canonical path; any other variant is a 404 here.
 */
const caseSensitive = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.map((entry) => ({
    ...entry,
    ...(entry.path === undefined ? {} : { caseSensitive: true }),
    ...(entry.children ? { children: caseSensitive(entry.children) } : {}),
  }));

/** Every page exists unprefixed (English) and under /de, /pl, /ru, /uk: one optional locale segment. */
export default caseSensitive([
  route(':lang?', 'routes/site/locale-layout.tsx', [
    index('routes/site/home/route.tsx'),
    route('404', 'routes/site/not-found/route.tsx'),
    // The kit's gallery: a 404 except on a local run, where /dev/mail also answers.
    route('dev/ui', 'routes/site/dev-ui/route.tsx'),
    route('blog', 'routes/content/blog/route.tsx'),
    route('blog/:slug', 'routes/content/blog-post/route.tsx'),
    route('contact', 'routes/content/contact/route.tsx'),
    route('sitemap', 'routes/content/sitemap/route.tsx'),
    route('telegram', 'routes/telegram/telegram/route.tsx'),
    route('subscriptions', 'routes/billing/pricing/route.tsx'),
    route('subscriptions/:slug', 'routes/billing/pricing-tariff/route.tsx'),
    route('payment', 'routes/billing/payment/route.tsx'),
    route('payment/success', 'routes/billing/payment-success/route.tsx'),
    route('community', 'routes/community/community/route.tsx'),
    route('community/plans', 'routes/community/community-plans/route.tsx'),
    route('community/payment', 'routes/community/community-payment/route.tsx'),
    route('community/:id', 'routes/community/community-member/route.tsx'),
    route('cookie', 'routes/content/legal/route.tsx', { id: 'legal-cookie' }),
    route('privacy', 'routes/content/legal/route.tsx', { id: 'legal-privacy' }),
    route('agreement', 'routes/content/legal/route.tsx', { id: 'legal-agreement' }),
    route('rules', 'routes/content/legal/route.tsx', { id: 'legal-rules' }),
    route('outstaffing', 'routes/content/legal/route.tsx', { id: 'legal-outstaffing' }),
    route('auth', 'routes/identity/auth/route.tsx'),
    route('login', 'routes/identity/login/route.tsx'),
    route('login-social', 'routes/identity/login-social/route.tsx'),
    route('register', 'routes/identity/register/route.tsx'),
    route('forgot', 'routes/identity/forgot/route.tsx'),
    route('instruction_for_reset', 'routes/identity/instruction-for-reset/route.tsx'),
    route('new-password', 'routes/identity/new-password/route.tsx'),
    route('email-verify', 'routes/identity/email-verify/route.tsx'),
    route('invite/:code?', 'routes/identity/invite/route.tsx'),
    route('logout', 'routes/identity/logout/route.tsx'),
    route('session/refresh', 'routes/identity/session-refresh/route.tsx'),
    route('profile', 'routes/identity/profile/route.tsx'),
    route('profile/activate', 'routes/identity/profile-activate/route.tsx'),
    route('profile/notifications', 'routes/identity/profile-notifications/route.tsx'),
    route('profile/verification', 'routes/identity/profile-verification/route.tsx'),
    route('profile/password', 'routes/identity/profile-password/route.tsx'),
    route('profile/user', 'routes/identity/profile-user/route.tsx'),
    route('profile/user/referrals', 'routes/identity/profile-user/route.tsx', { id: 'profile-user-referrals' }),
    route('profile/employer', 'routes/identity/profile-employer/route.tsx'),
    route('profile/employer/referrals', 'routes/identity/profile-employer/route.tsx', {
      id: 'profile-employer-referrals',
    }),
    route('profile/employer/hirings', 'routes/identity/profile-employer/tab/route.tsx', { id: 'employer-hirings' }),
    route('profile/employer/resumes', 'routes/identity/profile-employer/tab/route.tsx', { id: 'employer-resumes' }),
    route('profile/employer/subscriptions', 'routes/identity/profile-employer/tab/route.tsx', {
      id: 'employer-subscriptions',
    }),
    route('profile/employer/team', 'routes/companies/employer-team/route.tsx'),
    route('profile/employer/company', 'routes/companies/employer-company/route.tsx'),
    route('profile/favorites', 'routes/favorites/profile-favorites/route.tsx'),
    route('profile/payment/company', 'routes/billing/company-payment/route.tsx'),
    route('profile/add-job', 'routes/vacancies/add-job/route.tsx'),
    route('profile/job-openings', 'routes/vacancies/profile-job-openings/route.tsx'),
    route('profile/job-openings/:id', 'routes/vacancies/profile-job-opening/route.tsx'),
    route('profile/job-openings/:id/candidates', 'routes/applications/profile-job-opening-candidates/route.tsx'),
    // A path ending in /responses has no page: its loader's `responses` guard sends it on to a tab.
    route('profile/responses', 'routes/applications/profile-responses/route.tsx'),
    route('profile/responses/candidates', 'routes/applications/profile-responses-candidates/route.tsx'),
    route('profile/responses/companies', 'routes/applications/profile-responses-companies/route.tsx'),
    route('profile/offers', 'routes/applications/profile-offers/route.tsx'),
    route('profile/conversation/:id?', 'routes/messaging/profile-conversation/route.tsx'),
    route('profile/conversation/outstaff/:id?', 'routes/messaging/profile-conversation/route.tsx', {
      id: 'profile-conversation-outstaff',
    }),
    route('admin', 'routes/admin/admin/route.tsx'),
    route('admin/vacancies', 'routes/admin/admin-vacancies/route.tsx'),
    route('admin/vacancies/:id', 'routes/admin/admin-vacancy/route.tsx'),
    route('admin/companies', 'routes/admin/admin-companies/route.tsx'),
    route('admin/companies/add', 'routes/admin/admin-company-add/route.tsx'),
    route('admin/companies/:id', 'routes/admin/admin-company/route.tsx'),
    route('admin/candidates', 'routes/admin/admin-candidates/route.tsx'),
    route('admin/candidates/add', 'routes/admin/admin-candidate-add/route.tsx'),
    route('admin/candidates/edit/:id?', 'routes/admin/admin-candidate-edit/route.tsx'),
    route('admin/candidates/:id', 'routes/admin/admin-candidate/route.tsx'),
    route('admin/reviews', 'routes/admin/admin-reviews/route.tsx'),
    route('admin/comments', 'routes/admin/admin-comments/route.tsx'),
    // One CSV export for the four queues; it reads the queue from its path.
    route('admin/vacancies/export', 'routes/admin/admin-queue-export/route.ts', { id: 'admin-vacancies-export' }),
    route('admin/companies/export', 'routes/admin/admin-queue-export/route.ts', { id: 'admin-companies-export' }),
    route('admin/candidates/export', 'routes/admin/admin-queue-export/route.ts', { id: 'admin-candidates-export' }),
    route('admin/reviews/export', 'routes/admin/admin-queue-export/route.ts', { id: 'admin-reviews-export' }),
    route('admin/comments/export', 'routes/admin/admin-queue-export/route.ts', { id: 'admin-comments-export' }),
    route('admin/profile', 'routes/admin/admin-profile/route.tsx'),
    route('admin/users', 'routes/admin/admin-users/route.tsx'),
    route('admin/users/:id', 'routes/admin/admin-user/route.tsx'),
    route('admin/audit-log', 'routes/admin/admin-audit-log/route.tsx'),
    // One CSV export for the other admin lists (exported-lists.ts), read from the path as well.
    ...EXPORTED_LISTS.map(({ page, list }) =>
      route(`${page}/export`, 'routes/admin/admin-list-export/route.ts', { id: `admin-${list}-export` }),
    ),
    route('admin/employers', 'routes/admin/admin-employers/route.tsx'),
    route('admin/employers/add', 'routes/admin/admin-employer-add/route.tsx'),
    route('admin/employers/:id', 'routes/admin/admin-employer/route.tsx'),
    route('admin/messages', 'routes/admin/admin-messages/route.tsx'),
    route('admin/messages/:id', 'routes/admin/admin-message/route.tsx'),
    route('admin/import', 'routes/admin/admin-import/route.tsx'),
    route('admin/import/employers-djinni', 'routes/admin/admin-import-employers-djinni/route.tsx'),
    route('admin/admins', 'routes/admin/admin-admins/route.tsx'),
    route('admin/settings', 'routes/admin/admin-settings/route.tsx'),
    route('admin/settings/community-skills', 'routes/admin/admin-settings-community-skills/route.tsx'),
    // The way back from "log in as": an action the header's marker posts to, no page of its own.
    route('admin/impersonation/end', 'routes/admin/admin-impersonation-end/route.tsx'),
    route('companies', 'routes/companies/companies/route.tsx'),
    route('recruiter/:id?', 'routes/companies/recruiter/route.tsx'),
    route('profile/add-company', 'routes/companies/add-company/route.tsx'),
    route('profile/add-resume', 'routes/candidates/add-resume/route.tsx'),
    route('profile/resume', 'routes/candidates/resume/route.tsx'),
    route('profile/user/contacts', 'routes/candidates/profile-user-contacts/route.tsx'),
    route('profile/user/employments', 'routes/candidates/profile-user-employments/route.tsx'),
    route('profile/user/autosender', 'routes/candidates/profile-user-autosender/route.tsx'),
    route('profile/user/resumes', 'routes/candidates/profile-user-resumes/route.tsx'),
    route('candidates', 'routes/candidates/candidates/route.tsx'),
    // One module for the eight landing pages; it reads its key from the path (an unknown one is a 404).
    route('candidates/search/:key', 'routes/candidates/candidates-landing/route.tsx', { id: 'candidates-search' }),
    route('candidate/:slug?', 'routes/candidates/candidate/route.tsx'),
    route('company/:slug?', 'routes/companies/company/route.tsx'),
    route('company/:slug/vacancies', 'routes/companies/company/route.tsx', { id: 'company-vacancies' }),
    route('company/:slug/reviews', 'routes/companies/company-reviews/route.tsx', { id: 'company-slug-reviews' }),
    route('company/:slug/reviews/:id', 'routes/companies/company-review/route.tsx', { id: 'company-slug-review' }),
    route('company/:slug/photos', 'routes/companies/company/route.tsx', { id: 'company-photos' }),
    route('salaries', 'routes/vacancies/salaries/route.tsx'),
    route('salaries/:technology', 'routes/vacancies/salary-report/route.tsx'),
    route('job-openings', 'routes/vacancies/job-openings/route.tsx'),
    route('job-openings/:slug', 'routes/vacancies/job-opening/route.tsx'),
    route('job-openings/external', 'routes/external-jobs/external-jobs/route.tsx'),
    route('job-openings/external/:slug', 'routes/external-jobs/external-job/route.tsx'),
    route('admin/external-feeds', 'routes/external-jobs/admin-external-feeds/route.tsx'),
    // Every landing shape of spec section 2 is one module; it reads the shape from the path (parseLandingPath).
    route('job-openings/cities/:city', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-cities',
    }),
    route('job-openings/continents/:continent', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-continents',
    }),
    route('job-openings/countries/:country', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-countries',
    }),
    route('job-openings/dev/:key', 'routes/vacancies/job-openings-landing/route.tsx', { id: 'job-openings-dev' }),
    route('job-openings/search/:key', 'routes/vacancies/job-openings-landing/route.tsx', { id: 'job-openings-search' }),
    route('job-openings/seniority/:seniority', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-seniority',
    }),
    route('job-openings/technical/:key', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-technical',
    }),
    route('job-openings/technologies/:technology', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-technologies',
    }),
    route('job-openings/technologies/:technology/:a', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-technologies-1',
    }),
    route('job-openings/technologies/:technology/:a/:b', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-technologies-2',
    }),
    route('job-openings/technologies/:technology/:a/:b/:c', 'routes/vacancies/job-openings-landing/route.tsx', {
      id: 'job-openings-technologies-3',
    }),
    route('*', 'routes/site/not-found/route.tsx', { id: 'catch-all' }),
  ]),
]) satisfies RouteConfig;
