// The WebSocket baseline of bench/ws-fanout.mjs: a bare `ws` server whose only work is a broadcast loop. POST /send
// takes a message and sends it, serialized once, to every connected client: the least any fan-out can cost here.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/ready') return response.writeHead(200).end('ok');
  if (request.method !== 'POST' || request.url !== '/send') return response.writeHead(404).end();
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const data = JSON.parse(Buffer.concat(chunks).toString());
    const frame = JSON.stringify({ type: 'event', channel: 'broadcast', event: 'MessageSent', data });
    for (const client of wss.clients) if (client.readyState === 1) client.send(frame);
    response.writeHead(204).end();
  });
});
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (socket) => socket.send(JSON.stringify({ type: 'connected', socket_id: 'bare' })));
server.listen(Number(process.env.PORT), '127.0.0.1');
