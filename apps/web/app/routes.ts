import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Every page exists unprefixed (English) and under /de, /pl, /ru, /uk: one optional locale segment. */
export default [
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
    route('profile/verification', 'routes/profile-verification/route.tsx'),
    route('profile/password', 'routes/profile-password/route.tsx'),
    route('profile/user', 'routes/profile-user/route.tsx'),
    route('profile/user/referrals', 'routes/profile-user/route.tsx', { id: 'profile-user-referrals' }),
    route('profile/employer', 'routes/profile-employer/route.tsx'),
    route('profile/employer/referrals', 'routes/profile-employer/route.tsx', { id: 'profile-employer-referrals' }),
    route('admin/profile', 'routes/admin-profile/route.tsx'),
    route('*', 'routes/not-found/route.tsx', { id: 'catch-all' }),
  ]),
] satisfies RouteConfig;
