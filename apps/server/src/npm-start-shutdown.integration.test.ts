import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canListen, freePort, refusesConnections } from './test/port-probes.ts';
import { watchOutput } from './test/process-output.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hushwork-npm-start-'));
// An empty build directory: these tests are about stopping, not pages, and so need no web build (start.mjs builds
// only for the default one).
const webBuildDir = join(dataDir, 'no-web-build');
mkdirSync(webBuildDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A real SMTP server, to see that mail written by a request drained at shutdown still goes out before the exit.
const mailedTo: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      mailedTo.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
      callback();
    });
  },
});
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await freePort();
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp.server, 'listening');
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

type Started = { npm: ChildProcess; port: number; url: string; output: ReturnType<typeof watchOutput> };
const running: Started[] = [];

/** `npm start` as a person runs it, in its own process group (as a terminal's foreground job is). */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  const { NODE_ENV: _testMode, ...env } = process.env;
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DATABASE_URL: '',
      WEB_BUILD_DIR: webBuildDir,
    },
  });
  const output = watchOutput(npm);
  const started = { npm, port, url: `http://127.0.0.1:${port}`, output };
  running.push(started);
  await output.printed(/running at http:\/\//);
  return started;
}

// A failed test must not leave a server behind: the server runs in a process group of its own, found by its pid.
afterEach(() => {
  for (const { npm, output } of running.splice(0)) {
    if (npm.exitCode === null && npm.signalCode === null) process.kill(-npm.pid!, 'SIGKILL');
    for (const [, pid] of output.text().matchAll(/"pid":(\d+)/g)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {}
    }
  }
});

const json = { 'content-type': 'application/json' };
let accounts = 0;
const newAccount = () => {
  accounts += 1;
  return {
    role_id: 1,
    name: 'Olena Test',
    email: `start${accounts}-${Date.now()}@example.com`,
    password: 'blue-Harbor-42',
    sameAsPassword: 'blue-Harbor-42',
  };
};
const signIn = (url: string, account: { email: string; password: string }) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/**
 * A registration whose body arrives in two parts, on a raw socket: the server has the request (and cannot finish it)
 * until `finish` sends the rest. It asks for `100 Continue` first, so that once this resolves the server has surely
 * taken the request in, before any signal sent afterwards. `status` is the HTTP status it finally answers, or
 * 'cut off'.
 */
async function heldRegistration(port: number) {
  const account = newAccount();
  const body = Buffer.from(JSON.stringify(account));
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  socket.on('error', () => {});
  const status = new Promise<number | 'cut off'>((resolve) =>
    socket.on('close', () => {
      const final = [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)]
        .map((match) => Number(match[1]))
        .filter((s) => s >= 200);
      resolve(final[0] ?? 'cut off');
    }),
  );
  socket.write(
    `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  while (!answer.includes('100 Continue')) await once(socket, 'data');
  const half = Math.floor(body.length / 2);
  socket.write(body.subarray(0, half));
  return { account, status, finish: () => socket.write(body.subarray(half)) };
}

describe('npm start, stopped by a signal', () => {
  it('SIGTERM to npm: the request in flight completes and its mail goes out, npm exits 0, the port is free, and a restart has every write', async () => {
    const first = await npmStart();
    const before = newAccount();
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(before),
    });
    expect(registered.status).toBe(201);
    const held = await heldRegistration(first.port);

    const signalledAt = Date.now();
    process.kill(first.npm.pid!, 'SIGTERM');
    await first.output.printed(/shutting down/);
    await refusesConnections(first.port);
    held.finish();
    expect(await held.status).toBe(201);
    const [code, signal] = await first.output.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(await canListen(first.port)).toBe(true);
    expect(mailedTo).toContain(held.account.email);

    const second = await npmStart();
    expect((await signIn(second.url, before)).status).toBe(200);
    expect((await signIn(second.url, held.account)).status).toBe(200);

    // A second signal while a request still hangs: no waiting for it, out at once.
    const stuck = await heldRegistration(second.port);
    process.kill(second.npm.pid!, 'SIGTERM');
    await second.output.printed(/shutting down/);
    process.kill(second.npm.pid!, 'SIGTERM');
    const [secondCode] = await second.output.exited;
    expect(secondCode).not.toBe(0);
    expect(await stuck.status).toBe('cut off');
  }, 240_000);

  it('Ctrl-C (SIGINT to the whole foreground group) drains once rather than counting as two signals', async () => {
    const started = await npmStart();
    const held = await heldRegistration(started.port);
    process.kill(-started.npm.pid!, 'SIGINT');
    await started.output.printed(/shutting down/);
    await refusesConnections(started.port);
    held.finish();
    expect(await held.status).toBe(201);
    const [code] = await started.output.exited;
    expect(code).toBe(0);
    expect(started.output.text()).not.toMatch(/second signal/);
  }, 240_000);
});
