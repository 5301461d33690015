import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

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
  route(':lang?', 'routes/locale-layout.tsx', [
    index('routes/home/route.tsx'),
    route('404', 'routes/not-found/route.tsx'),
    route('cookie', 'routes/legal/route.tsx', { id: 'legal-cookie' }),
    route('privacy', 'routes/legal/route.tsx', { id: 'legal-privacy' }),
    route('agreement', 'routes/legal/route.tsx', { id: 'legal-agreement' }),
    route('rules', 'routes/legal/route.tsx', { id: 'legal-rules' }),
    route('auth', 'routes/auth/route.tsx'),
    route('login', 'routes/login/route.tsx'),
    route('login-social', 'routes/login-social/route.tsx'),
    route('register', 'routes/register/route.tsx'),
    route('forgot', 'routes/forgot/route.tsx'),
    route('instruction_for_reset', 'routes/instruction-for-reset/route.tsx'),
    route('new-password', 'routes/new-password/route.tsx'),
    route('email-verify', 'routes/email-verify/route.tsx'),
    route('invite/:code?', 'routes/invite/route.tsx'),
    route('logout', 'routes/logout/route.tsx'),
    route('session/refresh', 'routes/session-refresh/route.tsx'),
    route('profile', 'routes/profile/route.tsx'),
    route('profile/activate', 'routes/profile-activate/route.tsx'),
    route('profile/notifications', 'routes/profile-notifications/route.tsx'),
    route('profile/verification', 'routes/profile-verification/route.tsx'),
    route('profile/password', 'routes/profile-password/route.tsx'),
    route('profile/user', 'routes/profile-user/route.tsx'),
    route('profile/user/referrals', 'routes/profile-user/route.tsx', { id: 'profile-user-referrals' }),
    route('profile/employer', 'routes/profile-employer/route.tsx'),
    route('profile/employer/referrals', 'routes/profile-employer/route.tsx', { id: 'profile-employer-referrals' }),
    // Guard-only until their sections land: the spec's guards run, then the visitor goes to a page that exists.
    route('profile/job-openings', 'routes/guard-only/profile-job-openings.tsx'),
    route('admin', 'routes/guard-only/admin.tsx'),
    route('admin/profile', 'routes/admin-profile/route.tsx'),
    route('*', 'routes/not-found/route.tsx', { id: 'catch-all' }),
  ]),
]) satisfies RouteConfig;
