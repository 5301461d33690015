#!/usr/bin/env node
// The browser suite drives Debian's Chromium headless shell (the browser without its windowing layers, which
// Playwright itself runs headless: a fifth less CPU per test than the full browser on this 2-core machine), and
// Lighthouse needs the full browser; a fresh machine lacks both, so install them here, once.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', variable: 'CHROMIUM_PATH' },
  {
    path: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    variable: 'CHROMIUM_SHELL_PATH',
  },
];
const missing = wanted.filter(({ path }) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg).join(' ');
console.log(
  `${missing.map(({ path }) => path).join(', ')} not found: installing Debian's ${packages} (needs root and the Debian mirror)…`,
);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error(`Could not install ${packages}. Install them (apt-get install ${packages}) or set their paths.`);
  process.exit(1);
}
for (const { path, pkg, variable } of missing) {
  if (existsSync(path)) continue;
  console.error(`${pkg} installed but ${path} is missing; set ${variable}.`);
  process.exit(1);
}
