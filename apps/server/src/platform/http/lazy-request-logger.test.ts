import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-request-logger.ts';

function appWithLogLines() {
  const lines: Record<string, unknown>[] = [];
  let counter = 0;
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    genReqId: () => `req-${++counter}`,
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({
      disableRequestLogging: (request: { url?: string }) => request.url === '/quiet',
    }),
  });
  app.get('/loud', async (request) => {
    request.log.info({ step: 'handler' }, 'working');
    request.log.debug('below the level');
    return { ok: true };
  });
  app.get('/quiet', async () => ({ ok: true }));
  return { app, lines };
}

describe('lazy request logger', () => {
  it('writes the same lines a pino child would, with the request id on each', async () => {
    const { app, lines } = appWithLogLines();
    await app.inject('/loud');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'working', 'request completed']);
    expect(lines.every((line) => line.reqId === 'req-1')).toBe(true);
    expect(lines[1]).toMatchObject({ step: 'handler', level: 30 });
  });

  it('makes no child logger for a request that never logs', async () => {
    const { app, lines } = appWithLogLines();
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = ((...args: Parameters<typeof child>) => {
      children++;
      return child(...args);
    }) as typeof child;
    await app.inject('/quiet');
    expect(lines).toEqual([]);
    expect(children).toBe(0);
    await app.inject('/loud');
    expect(children).toBe(1);
  });

  it('honours a child level and reports it before the child exists', () => {
    const { app, lines } = appWithLogLines();
    const logger = lazyChildLogger(app.log, { reqId: 'x' }, { level: 'warn' });
    expect(logger.level).toBe('warn');
    logger.info('dropped');
    logger.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});
