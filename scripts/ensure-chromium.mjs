#!/usr/bin/env node
// The browser suite drives Debian's Chromium; a fresh machine lacks it, so install it here, once.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

console.log(`${CHROMIUM} not found: installing Debian's chromium (needs root and the Debian mirror)…`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
} catch {
  console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`chromium installed but ${CHROMIUM} is missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
