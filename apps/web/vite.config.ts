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

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile(), tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  ssr: { noExternal: ['@hushwork/contract'] },
});
