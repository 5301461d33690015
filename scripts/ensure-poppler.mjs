#!/usr/bin/env node
// The resume tests read rendered PDFs back with Debian's poppler-utils (pdftotext, pdftoppm, pdfinfo); a fresh
// machine lacks them, so install them here, once. Quick when they are there: one file check.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = ['/usr/bin/pdftotext', '/usr/bin/pdftoppm', '/usr/bin/pdfinfo'];
if (TOOLS.every((tool) => existsSync(tool))) process.exit(0);

console.log('poppler-utils not found: installing it (needs root and the Debian mirror)…');
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils`,
    { stdio: 'inherit' },
  );
} catch {
  console.error('Could not install poppler-utils. Install it (apt-get install poppler-utils).');
  process.exit(1);
}
if (!TOOLS.every((tool) => existsSync(tool))) {
  console.error('poppler-utils installed but its tools are missing from /usr/bin.');
  process.exit(1);
}
