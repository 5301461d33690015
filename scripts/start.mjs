#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than their builds (on a fresh clone:
// once), then runs the built server with plain `node`, no TypeScript loader (it migrates and seeds on its own). Every stop signal reaches the server exactly once, so it drains requests and closes the
// database; a second, later signal makes it exit at once.
import { spawn } from 'node:child_process';
import { isServerBuildStale, serverEntry } from './server-build-state.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { isWebBuildStale, root } from './web-build-state.mjs';

// package.json runs this file with `exec`: without it, npm's SIGTERM goes to the `sh -c` between npm and us, which
// dies of it and leaves us (and the server) running.

/**
 * A Ctrl-C reaches us twice, from the terminal (to the whole foreground group) and again forwarded by npm, within
 * milliseconds. A SIGINT that close to the first one is that same keypress, not a second request to stop. (SIGTERM
 * comes from a process manager or `kill`, once per request: every one counts.)
 */
const SAME_KEYPRESS_MS = 500;

/** The process running now: the web build, then the server. */
let current = null;
let firstSignalAt = 0;

function onSignal(signal) {
  const now = Date.now();
  if (signal === 'SIGINT' && firstSignalAt > 0 && now - firstSignalAt < SAME_KEYPRESS_MS) return;
  if (firstSignalAt === 0) firstSignalAt = now;
  // A closed terminal (SIGHUP) asks for the same orderly stop as SIGTERM.
  if (current && current.exitCode === null) current.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  else process.exit(1);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, onSignal);
// If this process ends any other way (an error here), the server it started must not outlive it.
process.on('exit', () => {
  if (current && current.exitCode === null && current.signalCode === null) current.kill('SIGTERM');
});

const exitCodeOf = (code, signal) => code ?? (signal ? 1 : 0);

function run(command, args, options) {
  current = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  return new Promise((resolve) => current.on('exit', (code, signal) => resolve(exitCodeOf(code, signal))));
}

// WEB_BUILD_DIR names a build made elsewhere: that one is served, so ours is not rebuilt for it.
if (!process.env.WEB_BUILD_DIR && isWebBuildStale()) {
  console.log('Building the web app…');
  const status = await run('npm', ['run', 'build', '-w', '@hushwork/web'], {});
  if (status !== 0 || firstSignalAt > 0) process.exit(status || 1);
}
// In this process, in under a second; a signal meanwhile exits (onSignal), and an unfinished build is redone next time.
if (isServerBuildStale()) {
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

// Its own process group: a terminal's Ctrl-C reaches the server only through onSignal above, so once.
const status = await run(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  detached: true,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(status);
