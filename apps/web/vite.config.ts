import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * React Router's package maps every condition (node, import, default) to `dist/development`; its production build,
 * identical but with the development warnings off, is reachable only by path. Built pages use it on both sides: the
 * browser bundle, and the server bundle, which inlines React Router (one copy: the server takes `createRequestHandler`
 * from the build's entry.server, see page-listener.ts) instead of importing the development copy from node_modules.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * Rollup notices two of zod's own comments that are not annotations it can place, and the empty client halves React
 * Router's split route modules leave for routes without client code. Neither is ours to fix nor changes the output,
 * so they do not reach the start output; every other warning does.
 */
const quietWarning = (warning: { code?: string; id?: string }) =>
  (warning.code === 'INVALID_ANNOTATION' && /node_modules[\\/]zod[\\/]/.test(warning.id ?? '')) ||
  warning.code === 'EMPTY_BUNDLE';

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!quietWarning(warning)) warn(warning);
      },
    },
  },
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  // lucide-react bundled: from node_modules its entry imports every one of its ~1,600 icon modules, about 0.2 s of
  // every server start; bundled, the server build holds the dozen icons the pages use.
  ssr: { noExternal: ['@hushwork/contract', ...(command === 'build' ? ['react-router', 'lucide-react'] : [])] },
}));
