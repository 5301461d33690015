#!/usr/bin/env node
// Messaging at scale (issue 18), two measurements in one run:
// 1. WebSocket fan-out: BENCH_WS_CLIENTS (1,000) sockets of a company's team (50 members, 20 tabs each) subscribed to
//    their private channels on our server (production build, PostgreSQL, in-process bus); candidates write BENCH_WS_
//    MESSAGES messages through POST /api/messages, each reaching every socket of the team. Messages/s, deliveries/s
//    and the p50/p99 delivery latency (from sending the request to the frame arriving), beside a bare `ws` broadcast
//    loop (bare-ws-broadcast.mjs) sending the same number of messages to as many clients in the same run.
// 2. Loading a room's last 50 messages (GET /api/messages?room_id) with 10,000 and with 1,000,000 messages in the
//    database (generated in SQL on PostgreSQL, 100 a room): req/s, p50, p99 and the growth from the smaller to the larger.
//    BENCH_MESSAGING_ONLY=fanout or last50 runs one of the two.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { median, node, pinLoadToOtherCpus, root, startOurs, stop, waitForHttp } from './harness.mjs';

pinLoadToOtherCpus();

const SERVER = process.env.BENCH_MESSAGING_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const MEMBERS = Math.max(1, Math.ceil(CLIENTS / 20));
const MESSAGES = Number(process.env.BENCH_WS_MESSAGES ?? 600);
// Each account may send 30 messages a minute (MESSAGING.sendPerUser): enough senders that none reaches it.
const SENDERS = Math.max(1, Math.ceil(MESSAGES / 20));
const IN_FLIGHT = Number(process.env.BENCH_WS_IN_FLIGHT ?? 4);
const SIZES = (process.env.BENCH_MESSAGES_SIZES ?? '10000,1000000').split(',').map(Number).filter(Boolean);
/** Rooms grow with the messages (100 a room on average), as conversations do; one room is read. */
const roomsOf = (size) => Math.max(100, Math.round(size / 100));
const ONLY = process.env.BENCH_MESSAGING_ONLY; // `fanout` or `last50`
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORTS = { ours: Number(process.env.BENCH_WS_PORT ?? 3371), bare: Number(process.env.BENCH_WS_PORT ?? 3371) + 1 };
const ORIGIN = `http://127.0.0.1:${PORTS.ours}`;
const ENV = { TRUSTED_PROXIES: '127.0.0.1', SEED_DEMO: '0', APP_SECRET: randomBytes(32).toString('hex') };

let ipCounter = 0;
/** Registration is limited per address: each account comes from an address of its own (the server trusts us). */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** A port another run already serves would be measured in place of ours: refuse to start instead. */
async function assertFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is taken by another server; set BENCH_WS_PORT`);
}

async function api(path, { method = 'GET', token, body, ip } = {}) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text).data : undefined;
}

const register = async (role_id, name) => {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'bench-Password-2026';
  const data = await api('/api/auth/register', {
    method: 'POST',
    ip: nextIp(),
    body: { role_id, name, email, password, sameAsPassword: password },
  });
  return { id: data.user.id, token: data.token, email };
};

async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/**
 * Opens sockets and counts the deliveries of `bench <n>` messages in them: the latency of each delivery from the
 * moment message n was sent, and the time of the last one.
 */
function deliveryCounter() {
  const sentAt = new Map();
  const latencies = [];
  let last = 0;
  let wake = () => {};
  const onFrame = (data) => {
    const text = data.toString();
    const match = /"text":"bench (\d+)"/.exec(text);
    if (!match) return;
    const at = performance.now();
    const sent = sentAt.get(Number(match[1]));
    if (sent === undefined) return;
    latencies.push(at - sent);
    last = at;
    wake();
  };
  return {
    sentAt,
    latencies,
    onFrame,
    lastAt: () => last,
    until: (count, timeoutMs = 300_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${latencies.length} of ${count} deliveries`)), timeoutMs);
        wake = () => {
          if (latencies.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake();
      }),
  };
}

function openSocket(url, headers, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.once('error', reject);
    ws.on('message', (data) => {
      if (ws.connected) return onFrame(data);
      const frame = JSON.parse(data.toString());
      if (frame.type === 'connected') {
        ws.connected = frame;
        resolve(ws);
      }
    });
  });
}

/** Sends `count` messages, `IN_FLIGHT` at a time, with `send(n)`; answers the time it took, in ms. */
async function sendAll(count, counter, send, from = 0) {
  let next = from;
  const started = performance.now();
  const worker = async () => {
    while (next < from + count) {
      const n = next++;
      counter.sentAt.set(n, performance.now());
      await send(n);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return started;
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

function report(label, counter, started, messages) {
  const seconds = (counter.lastAt() - started) / 1000;
  const result = {
    messagesPerS: messages / seconds,
    deliveriesPerS: counter.latencies.length / seconds,
    p50: percentile(counter.latencies, 50),
    p99: percentile(counter.latencies, 99),
  };
  console.log(
    `${label.padEnd(10)} ${messages} messages × ${CLIENTS} sockets in ${seconds.toFixed(2)} s: ${result.messagesPerS.toFixed(0)} messages/s, ${result.deliveriesPerS.toFixed(0)} deliveries/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
  return result;
}

/** Our server: a team of MEMBERS with CLIENTS sockets, SENDERS candidates with a room each, messages through the API. */
async function fanOutOurs() {
  const url = `${SERVER}/hushwork_bench_messaging`;
  await freshDatabase('hushwork_bench_messaging');
  await assertFree(PORTS.ours);
  const ours = startOurs(PORTS.ours, { ...ENV, DATABASE_URL: url });
  try {
    await waitForHttp(`${ORIGIN}/api/ready`, ours);
    console.log(`fan-out: ${MEMBERS} team members, ${SENDERS} candidates…`);
    const owner = await register(2, 'Bench Owner');
    const company = await api('/api/companies', {
      method: 'POST',
      token: owner.token,
      body: { name: 'Bench Fanout Ltd' },
    });
    await withClient(url, (c) =>
      c.query(`update companies set moderation_status = 'approved' where id = $1`, [company.id]),
    );
    const members = [owner];
    for (let n = 1; n < MEMBERS; n += 1) {
      const member = await register(2, `Bench Member ${n}`);
      await api('/api/employers/add', { method: 'POST', token: owner.token, body: { email: member.email } });
      members.push(member);
    }
    const senders = [];
    for (let n = 0; n < SENDERS; n += 1) senders.push(await register(1, `Bench Candidate ${n}`));
    const rooms = await withClient(url, async (c) => {
      const ids = [];
      for (const sender of senders) {
        const { rows } = await c.query(
          `insert into rooms (company_id, candidate_id, candidate_user_id) values ($1, $2, $2) returning id`,
          [company.id, sender.id],
        );
        await c.query(`insert into room_sides (room_id, side) values ($1, 'company'), ($1, 'candidate')`, [rows[0].id]);
        ids.push(rows[0].id);
      }
      return ids;
    });
    const counter = deliveryCounter();
    const tabs = Array.from({ length: CLIENTS }, (_, n) => members[n % members.length]);
    await inBatches(tabs, 50, async (member) => {
      const ws = await openSocket(
        `ws://127.0.0.1:${PORTS.ours}/ws`,
        { authorization: `Bearer ${member.token}`, origin: ORIGIN },
        counter.onFrame,
      );
      const { socket_id, channel } = ws.connected;
      const { auth } = await api('/api/broadcasting/auth', {
        method: 'POST',
        token: member.token,
        body: { socket_id, channel_name: channel },
      });
      await new Promise((resolve) => {
        const onSubscribed = (data) => {
          if (!data.toString().includes('"subscribed"')) return;
          ws.off('message', onSubscribed);
          resolve();
        };
        ws.on('message', onSubscribed);
        ws.send(JSON.stringify({ type: 'subscribe', channel, auth }));
      });
      return ws;
    });
    const send = (n) => {
      const sender = senders[n % senders.length];
      return api('/api/messages', {
        method: 'POST',
        token: sender.token,
        body: { room_id: rooms[n % rooms.length], text: `bench ${n}` },
      });
    };
    const warmUp = Math.min(40, SENDERS * 5);
    await sendAll(warmUp, counter, send, 1_000_000);
    await counter.until(warmUp * CLIENTS);
    counter.latencies.length = 0;
    const started = await sendAll(MESSAGES, counter, send);
    await counter.until(MESSAGES * CLIENTS);
    return report('ours', counter, started, MESSAGES);
  } finally {
    await stop(ours);
  }
}

/** The bare broadcast loop with as many clients and messages, the same way of sending. */
async function fanOutBare() {
  await assertFree(PORTS.bare);
  const bare = node(['bench/bare-ws-broadcast.mjs'], { cwd: root, env: { ...process.env, PORT: String(PORTS.bare) } });
  try {
    await waitForHttp(`http://127.0.0.1:${PORTS.bare}/ready`, bare);
    const counter = deliveryCounter();
    await inBatches(Array.from({ length: CLIENTS }), 50, () =>
      openSocket(`ws://127.0.0.1:${PORTS.bare}/ws`, {}, counter.onFrame),
    );
    const send = async (n) => {
      const response = await fetch(`http://127.0.0.1:${PORTS.bare}/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ room_id: 1, message: { id: n, side: 'candidate', is_mine: false, text: `bench ${n}` } }),
      });
      await response.arrayBuffer();
    };
    await sendAll(40, counter, send, 1_000_000);
    await counter.until(40 * CLIENTS);
    counter.latencies.length = 0;
    const started = await sendAll(MESSAGES, counter, send);
    await counter.until(MESSAGES * CLIENTS);
    return report('bare ws', counter, started, MESSAGES);
  } finally {
    await stop(bare);
  }
}

/** A database of `size` messages in `roomsOf(size)` rooms, the first a new reader's; answers the room and the token. */
async function lastFiftyData(size) {
  const rooms = roomsOf(size);
  const name = `hushwork_bench_messages_${size}`;
  const url = `${SERVER}/${name}`;
  const hasData = await withClient(url, async (c) => {
    const { rows } = await c.query(
      'select (select count(*) from messages)::int as messages, (select count(*) from rooms)::int as rooms',
    );
    return rows[0].messages === size && rows[0].rooms === rooms;
  }).catch(() => false);
  if (!hasData) await freshDatabase(name);
  await assertFree(PORTS.ours);
  const ours = startOurs(PORTS.ours, { ...ENV, DATABASE_URL: url });
  await waitForHttp(`${ORIGIN}/api/ready`, ours);
  const reader = await register(1, 'Bench Reader');
  const room = await withClient(url, async (c) => {
    if (!hasData) {
      console.log(`last 50: generating ${size.toLocaleString('en')} messages…`);
      await c.query(
        `insert into rooms (company_id, candidate_id, candidate_user_id, last_message_at)
         select 1, r, 0, now() from generate_series(1, ${rooms}) r`,
      );
      await c.query(
        `insert into room_sides (room_id, side) select id, s from rooms, unnest(array['company', 'candidate']) s`,
      );
      await c.query(
        `insert into messages (room_id, sender_user_id, side, text, created_at)
         select (select min(id) from rooms) + (n % ${rooms}), 0, case when n % 3 = 0 then 'candidate' else 'company' end,
           'Message ' || n || ' about the role, the team and the next steps.', now() - (${size} - n) * interval '1 second'
         from generate_series(1, ${size}) n`,
      );
      await c.query(`update rooms set last_message_id = (select max(id) from messages m where m.room_id = rooms.id)`);
      await c.query('analyze');
    }
    const { rows } = await c.query('select min(id) as id from rooms');
    await c.query('update rooms set candidate_user_id = $1 where id = $2', [reader.id, rows[0].id]);
    return rows[0].id;
  });
  return { ours, room, token: reader.token };
}

function measure(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${token}` } },
      (error, r) => {
        if (error) return reject(error);
        if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      },
    );
  });
}

async function lastFifty() {
  const results = {};
  for (const size of SIZES) {
    const { ours, room, token } = await lastFiftyData(size);
    try {
      const url = `${ORIGIN}/api/messages?room_id=${room}`;
      await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { authorization: `Bearer ${token}` } });
      const rounds = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const result = await measure(url, token);
        rounds.push(result);
        console.log(
          `last 50 of a room, ${size.toLocaleString('en').padStart(9)} messages, round ${round}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
      }
      results[size] = {
        rps: median(rounds.map((r) => r.rps)),
        p50: median(rounds.map((r) => r.p50)),
        p99: median(rounds.map((r) => r.p99)),
      };
    } finally {
      await stop(ours);
    }
  }
  return results;
}

async function main() {
  const ours = ONLY === 'last50' ? null : await fanOutOurs();
  const bare = ONLY === 'last50' ? null : await fanOutBare();
  const fifty = ONLY === 'fanout' ? {} : await lastFifty();
  if (ours && bare) console.log('\nWebSocket fan-out, ours against the bare ws broadcast loop:');
  if (ours && bare)
    console.log(
      `  deliveries/s ${ours.deliveriesPerS.toFixed(0)} vs ${bare.deliveriesPerS.toFixed(0)} (ratio ${(ours.deliveriesPerS / bare.deliveriesPerS).toFixed(2)}), p99 ${ours.p99.toFixed(1)} ms vs ${bare.p99.toFixed(1)} ms`,
    );
  const [small, large] = SIZES;
  if (fifty[small] && fifty[large]) {
    const ms = (value) => Math.max(value, 0.5);
    console.log('Last 50 messages of a room:');
    console.log(
      `  p50 ${fifty[small].p50} ms at ${small.toLocaleString('en')}, ${fifty[large].p50} ms at ${large.toLocaleString('en')} (growth ${(ms(fifty[large].p50) / ms(fifty[small].p50)).toFixed(2)}×); p99 ${fifty[small].p99} → ${fifty[large].p99} ms; req/s ${fifty[small].rps.toFixed(0)} → ${fifty[large].rps.toFixed(0)}`,
    );
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
