import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../test/fixtures/slow-server.ts', import.meta.url));

describe('graceful shutdown', () => {
  it('lets an in-flight request finish after SIGTERM, refuses new ones, and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    });

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { finished: true } });
    const [code] = await exited;
    expect(code).toBe(0);
  }, 30_000);
});
