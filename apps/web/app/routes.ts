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
    route('*', 'routes/not-found/route.tsx', { id: 'catch-all' }),
  ]),
] satisfies RouteConfig;
