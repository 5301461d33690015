import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refusesConnections } from '../test/port-probes.ts';
import { watchOutput } from '../test/process-output.ts';

const fixture = fileURLToPath(new URL('../test/fixtures/slow-server.ts', import.meta.url));

/** The fixture server, started and listening. */
async function startSlowServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  const { printed, exited } = watchOutput(child);
  const port = Number((await printed(/listening (\d+)/))[1]);
  return { child, port, printed, exited };
}

const signal = (child: ChildProcess, name: NodeJS.Signals) => child.kill(name);

// Each test starts a server process through tsx: on a busy two-core runner that alone can take tens of seconds.
describe('graceful shutdown', { timeout: 120_000 }, () => {
  it('lets an in-flight request finish after SIGTERM, refuses new ones, and exits 0', async () => {
    const server = await startSlowServer();
    const inFlight = fetch(`http://127.0.0.1:${server.port}/api/test-slow`);
    await server.printed(/slow request started/);
    signal(server.child, 'SIGTERM');

    await refusesConnections(server.port);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { finished: true } });
    const [code] = await server.exited;
    expect(code).toBe(0);
  });

  it('exits at once on a second signal, without waiting for the request in flight', async () => {
    const server = await startSlowServer();
    const inFlight = fetch(`http://127.0.0.1:${server.port}/api/test-slow`).then(
      (response) => response.status,
      () => 'cut off',
    );
    await server.printed(/slow request started/);
    signal(server.child, 'SIGTERM');
    await refusesConnections(server.port);
    signal(server.child, 'SIGINT');

    const [code] = await server.exited;
    expect(code).toBe(1);
    // The slow request had over a second left: exiting at once cut it off rather than finishing it.
    expect(await inFlight).toBe('cut off');
  });
});
