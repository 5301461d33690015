import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every React Router 8 behaviour decided here, so builds say nothing about them.
  future: {
    // Taken: they change only how the build is made and how data URLs look, not what our code sees.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Trailing slashes are redirected away by the server (301), so only "/" changes: its data URL becomes /_.data.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware turns the load context into a RouterContextProvider, and pass-through requests give loaders
    // ".data" URLs where the guards build return paths from `request.url`. Each is a migration of its own.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
