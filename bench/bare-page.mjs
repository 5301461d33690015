// Baseline 3 (goal G6): the web build's route modules rendered by React Router's own request handler on a bare Node
// HTTP server, with the same data as ours: each API answer the loaders ask for is fetched once from our server
// (BENCH_DATA_FROM) and then served from memory. None of our HTTP layer, in-process API calls, sessions or headers.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = await import(pathToFileURL(join(root, 'apps/web/build/server/index.js')).href);
const { createRequestHandler } = build.entry.module.createRequestHandler
  ? build.entry.module
  : await import('react-router');
const handle = createRequestHandler(build, 'production');
const origin = `http://127.0.0.1:${process.env.PORT}`;
const dataFrom = process.env.BENCH_DATA_FROM;

const answers = new Map();
/** The load context our server gives a guest's page (mount-web.ts), its API answers replayed from memory. */
const loadContext = {
  nonce: '',
  api(path, init = {}) {
    const key = `${init.locale ?? 'en'} ${path}`;
    if (!answers.has(key)) {
      const answer = fetch(`${dataFrom}${path}`, { headers: { 'accept-language': init.locale ?? 'en' } }).then(
        async (response) => {
          const text = await response.text();
          const isJson = (response.headers.get('content-type') ?? '').includes('json') && text;
          return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: {} };
        },
      );
      answers.set(key, answer);
      // Our server may still be starting: a failed fetch is asked again next time, never replayed.
      answer.catch(() => answers.delete(key));
    }
    return answers.get(key);
  },
  currentUser: async () => null,
  reportError: (error) => console.error(error),
  publicConfig: { telegramChannelUrl: null, publicUrl: origin },
};

createServer(async (req, res) => {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const response = await handle(new Request(new URL(req.url, origin), { headers }), loadContext);
  const raw = [];
  for (const [name, value] of response.headers) raw.push(name, value);
  res.writeHead(response.status, raw);
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}).listen(Number(process.env.PORT), '127.0.0.1');
