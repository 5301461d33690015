import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * React Router 7 starts its helper Vite servers with `envFile: false`, which Vite 8 deprecated in favour of
 * `envDir: false` (same meaning: read no .env files) and warns about on every start. React Router 8 passes the new
 * option; until we move to it, hand Vite the option it asks for. Only servers that load this config see the fix.
 */
const envDirInsteadOfEnvFile = (): Plugin => ({
  name: 'hushwork:env-dir-instead-of-env-file',
  enforce: 'pre',
  config(config) {
    // Gone from Vite 8's types, still read (and warned about) at run time.
    const legacy = config as UserConfig & { envFile?: false };
    if (legacy.envFile !== false) return;
    delete legacy.envFile;
    legacy.envDir = false;
  },
});

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

export default defineConfig(({ command }) => ({
  plugins: [envDirInsteadOfEnvFile(), tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  ssr: { noExternal: ['@hushwork/contract', ...(command === 'build' ? ['react-router'] : [])] },
}));
