import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now, for a server a spec starts itself (the shared one keeps 3210). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ServerProcess = {
  port: number;
  /** Every line the server wrote so far, by stream. */
  stdout: string[];
  stderr: string[];
  stop(): Promise<void>;
};

/**
 * The app as `npm start` runs it (production mode, the built pages), on its own port and fresh data directory,
 * with its output kept for the spec to read. Resolves once it answers /api/ready.
 */
export async function startServer(options: { port: number; env: Record<string, string> }): Promise<ServerProcess> {
  const dataDir = `.tmp/e2e-server-${options.port}`;
  rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = collectLines(child, 'stdout');
  const stderr = collectLines(child, 'stderr');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(options.port, exited, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr.join('\n')}`);
  }
  return { port: options.port, stdout, stderr, stop };
}

function collectLines(child: ChildProcess, name: 'stdout' | 'stderr'): string[] {
  const lines: string[] = [];
  let partial = '';
  child[name]?.setEncoding('utf8');
  child[name]?.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
  });
  return lines;
}

/** Polls readiness the way Playwright's webServer does; an early exit ends the wait at once. */
async function waitUntilReady(port: number, exited: Promise<void>, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const isReady = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return;
    await Promise.race([exited, delay(250)]);
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
  }
  throw new Error('the server was not ready within 120 s');
}

/**
 * The built server (`apps/server/dist/main.js`, as production runs it) on its own port and data directory, its log
 * warnings passed through; `extraEnv` adds to its environment.
 */
export function launchBuiltServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...extraEnv,
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUSTED_PROXIES: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the server answers /api/ready; an exit before that, or 180 s, fails. */
export async function readyOrExit(port: number, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const isReady = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return;
    await delay(250);
  }
  throw new Error('the server was not ready within 180 s');
}
